import { readFileSync } from "node:fs";
import path from "node:path";
import { policyFigures } from "../../core/rules/policy-figures.ts";

/** The real texts, read from the translation files, so the journeys check what users read. */
export type Texts = Record<string, unknown>;

export function loadTexts(lang: string, ns: string): Texts {
  return JSON.parse(readFileSync(path.join("app/locales", lang, `${ns}.json`), "utf8")) as Texts;
}

/**
 * The text at a dotted key; {{name}} placeholders given in `vars` are filled, and the policy figures the pages
 * fill from core/rules/policy-figures.ts ("{{payoutDelayDays}} días"); the others stay as they are.
 */
export function text(texts: Texts, key: string, given: Record<string, string | number> = {}): string {
  const vars: Record<string, string | number> = { ...policyFigures(), ...given };
  const value = key.split(".").reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== "string") throw new Error(`missing text ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}
