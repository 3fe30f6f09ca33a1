import { intlTag, type Locale } from "../constants/locales.ts";

/**
 * The one money format of the product (docs/decisions/0030-money-format.md): Intl's currency format for the language
 * (es-ES, en-GB), thousands always grouped, cents shown only when the amount has them ("17.946 €" and
 * "16.775,10 €", "€17,946" and "€16,775.10"), and nothing between the number and the sign a line can break at
 * (Intl's own spaces there are non-breaking; any plain one is made so too).
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string, kind: "whole" | "cents" | "compact"): Intl.NumberFormat {
  const key = `${locale}|${currency}|${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(
      intlTag(locale),
      kind === "compact"
        ? {
            style: "currency",
            currency,
            notation: "compact",
            minimumFractionDigits: 0,
            maximumFractionDigits: 1,
          }
        : {
            style: "currency",
            currency,
            minimumFractionDigits: kind === "cents" ? 2 : 0,
            maximumFractionDigits: kind === "cents" ? 2 : 0,
            // es-ES leaves 4-digit numbers ungrouped by default ("1500 €"); the spec wants thousands separators.
            useGrouping: "always",
          },
    );
    cache.set(key, f);
  }
  return f;
}

const unbreakable = (text: string) => text.replace(/ /g, "\u00a0");

/** Integer cents as money: 1794600 → "17.946 €", 1677510 → "16.775,10 €" (es); "€17,946", "€16,775.10" (en). */
export function formatMoney(cents: number, locale: Locale, currency = "EUR"): string {
  return unbreakable(formatter(locale, currency, cents % 100 === 0 ? "whole" : "cents").format(cents / 100));
}

/**
 * A figure where room is short (stat cards, chart axes): thousands and millions in the language's short form,
 * one decimal at most: 54450000 → "544,5 mil €" (es), "€544.5k" (en); 154450000 → "1,5 M €". Below a thousand
 * the exact amount, as `formatMoney`.
 */
export function formatMoneyCompact(cents: number, locale: Locale, currency = "EUR"): string {
  if (Math.abs(cents) < 100_000) return formatMoney(cents, locale, currency);
  return unbreakable(formatter(locale, currency, "compact").format(cents / 100));
}

/** Integer cents as a plain decimal for machines (spreadsheets, JSON-LD offers): 1250 → "12.50", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
