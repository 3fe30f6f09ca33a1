import type { Locale } from "#core/constants/locales";
import type { Translator } from "#core/i18n/translator";
import { createI18nInstance } from "./i18n-instance.ts";
import { resources } from "./resources.ts";

/**
 * A translator holding every translation of both languages: for the server (one per language) and for tests.
 * The browser never imports this file: it fetches its language (create-client-i18n.ts).
 */
export function createI18n(locale: Locale): Translator {
  return createI18nInstance(locale, resources);
}
