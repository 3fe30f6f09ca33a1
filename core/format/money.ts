import { intlTag, type Locale } from "../constants/locales.ts";

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlTag(locale), {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // es-ES leaves 4-digit numbers ungrouped by default ("1500 €"); the spec wants thousands separators.
      useGrouping: "always",
    });
    cache.set(key, f);
  }
  return f;
}

/** Formats integer cents as money with thousands separators: 150000 → "1.500 €" (es) / "€1,500" (en). */
export function formatMoney(cents: number, locale: Locale, currency = "EUR"): string {
  const whole = cents % 100 === 0;
  return formatter(locale, currency, whole ? 0 : 2).format(cents / 100);
}

/** Revenue cards: thousands with a k suffix (doc 2 §9): 12345600 cents → "123,5k €". */
export function formatMoneyThousands(cents: number, locale: Locale, currency = "EUR"): string {
  const thousands = cents / 100 / 1000;
  const n = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 1 }).format(thousands);
  const symbol = currency === "EUR" ? "€" : currency === "GBP" ? "£" : "$";
  return locale === "en" ? `${symbol}${n}k` : `${n}k ${symbol}`;
}
