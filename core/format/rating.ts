import { intlTag, type Locale } from "../constants/locales.ts";

const formatters = new Map<Locale, Intl.NumberFormat>();

/** A star rating with one decimal in the reader's format: 4.75 → "4,8" (es) / "4.8" (en). */
export function formatRating(rating: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(intlTag(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formatters.set(locale, f);
  }
  return f.format(rating);
}
