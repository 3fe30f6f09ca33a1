/**
 * Plural forms of Spanish and English, the one rule every counted text follows: "one" for ±1 and "other"
 * otherwise (Spanish's "many", for round millions, reads as other). The app's translator picks `key_one` /
 * `key_other` with it (app/i18n/translator.ts); texts written outside the catalogue (the email templates)
 * choose their phrase with `plural`.
 */
export type PluralCategory = "one" | "other";

export function pluralCategory(count: number): PluralCategory {
  return Math.abs(count) === 1 ? "one" : "other";
}

/**
 * The phrase for `count`, with `{{count}}` in it replaced by the number:
 * `plural(n, { one: "{{count}} plaza", other: "{{count}} plazas" })`.
 */
export function plural(count: number, forms: Record<PluralCategory, string>): string {
  return forms[pluralCategory(count)].replaceAll("{{count}}", String(count));
}
