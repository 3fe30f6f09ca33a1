import { intlTag, type Locale } from "../constants/locales.ts";

/** A fraction as a percentage, up to one decimal: 0.1 → "10 %" (es-ES) / "10%" (en-GB); 0.125 → "12,5 %". */
export function formatPercent(fraction: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "percent", maximumFractionDigits: 1 }).format(
    fraction,
  );
}
