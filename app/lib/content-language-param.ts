import type { ContentLocale } from "#core/content/content-locales";

/**
 * The 'Español | English' switch of the screens where a guide writes a text in both languages (trip steps,
 * profile, issue 34) lives in the address (`?…&idioma=en`; Spanish when absent), so it works before scripts load.
 */
export const LANGUAGE_PARAM = "idioma";

export function languageFrom(params: URLSearchParams): ContentLocale {
  return params.get(LANGUAGE_PARAM) === "en" ? "en" : "es";
}

/** The current address's query with the switch set to `language`. */
export function hrefForLanguage(params: URLSearchParams, language: ContentLocale): string {
  const copy = new URLSearchParams(params);
  if (language === "es") copy.delete(LANGUAGE_PARAM);
  else copy.set(LANGUAGE_PARAM, language);
  return `?${copy.toString()}`;
}
