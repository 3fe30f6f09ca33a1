import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { catalogueLeaves } from "#core/testing/catalogue-leaves";
import { namespaces, resources } from "./resources.ts";

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("translations", () => {
  it("every namespace exists in both languages", () => {
    expect(namespaces.size).toBeGreaterThan(5);
    for (const locale of LOCALES)
      expect(Object.keys(resources[locale] ?? {}).sort()).toEqual([...namespaces].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: the same keys, no empty text and the same {{variables}} in Spanish and English`, () => {
      const es = catalogueLeaves(resources.es?.[ns] ?? {});
      const en = catalogueLeaves(resources.en?.[ns] ?? {});
      expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
      for (const [key, text] of es) {
        expect(text.trim(), `es ${ns}:${key}`).not.toBe("");
        expect(en.get(key)?.trim(), `en ${ns}:${key}`).not.toBe("");
        expect(variables(en.get(key) ?? ""), `${ns}:${key}`).toEqual(variables(text));
      }
    });
  }
});
