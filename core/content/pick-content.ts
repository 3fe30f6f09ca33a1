import type { Locale } from "../constants/locales.ts";
import { type ContentLocale, PRIMARY_CONTENT_LOCALE } from "./content-locales.ts";

/** A text shown to a visitor with the language it is written in (for `lang`) and whether a machine drafted it. */
export type InLanguage<T> = { value: T; lang: ContentLocale; machine: boolean };

/**
 * The fallback rule (issue 34): a visitor reading in a language other than Spanish sees the trip's version in
 * that language when it exists (and is visible: the caller passes `undefined` otherwise); else the Spanish text,
 * marked as Spanish so the page can say so and set `lang="es"`. `machine` is kept only for a translation.
 */
export function pickSection<T>(
  primary: T,
  translated: T | undefined,
  wanted: Locale,
  machine: boolean,
): InLanguage<T> {
  if (wanted !== PRIMARY_CONTENT_LOCALE && translated !== undefined && translated !== null) {
    return { value: translated, lang: wanted, machine };
  }
  return { value: primary, lang: PRIMARY_CONTENT_LOCALE, machine: false };
}
