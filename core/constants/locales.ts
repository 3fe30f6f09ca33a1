export const LOCALES = ["es", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "es";
/** Cookie that mirrors the client's choice so the server renders the same language (no flash). */
export const LOCALE_COOKIE = "tropa_lang";
/** Local storage key of the visitor's language choice (i18next's name for it, kept so saved choices still count). */
export const LOCALE_STORAGE_KEY = "i18nextLng";

export function isLocale(value: unknown): value is Locale {
  return value === "es" || value === "en";
}

/** The value when it is a product locale, else the default (Spanish): the one place a stored or detected language falls back. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The BCP 47 tag used for dates and numbers: es-ES long format, en-GB for English. */
export function intlTag(locale: Locale): string {
  return locale === "en" ? "en-GB" : "es-ES";
}
