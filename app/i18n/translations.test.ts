import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { namespaces, resources } from "./resources.ts";

type Tree = { [key: string]: string | Tree };

/** "a.b.c" → text, for every leaf of a namespace. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("translations", () => {
  it("every namespace exists in both languages", () => {
    expect(namespaces.size).toBeGreaterThan(5);
    for (const locale of LOCALES)
      expect(Object.keys(resources[locale] ?? {}).sort()).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: the same keys, no empty text and the same {{variables}} in Spanish and English`, () => {
      const es = leaves((resources.es?.[ns] ?? {}) as Tree);
      const en = leaves((resources.en?.[ns] ?? {}) as Tree);
      expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
      for (const [key, text] of es) {
        expect(text.trim(), `es ${ns}:${key}`).not.toBe("");
        expect(en.get(key)?.trim(), `en ${ns}:${key}`).not.toBe("");
        expect(variables(en.get(key) ?? ""), `${ns}:${key}`).toEqual(variables(text));
      }
    });
  }
});
