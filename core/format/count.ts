import { intlTag, type Locale } from "../constants/locales.ts";

const formatters = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the reader's format: 10000 → "10.000" (es-ES) / "10,000" (en-GB); es-ES leaves 1000 as is. */
export function formatCount(n: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 0 });
    formatters.set(locale, f);
  }
  return f.format(n);
}
