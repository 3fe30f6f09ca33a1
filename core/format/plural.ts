/**
 * Plural forms of Spanish and English, the one rule every counted text follows: "one" for ±1 and "other"
 * otherwise (Spanish's "many", for round millions, reads as other). The translator (core/i18n/translator.ts)
 * picks `key_one` / `key_other` with it, for the pages and the emails alike.
 */
export type PluralCategory = "one" | "other";

export function pluralCategory(count: number): PluralCategory {
  return Math.abs(count) === 1 ? "one" : "other";
}
