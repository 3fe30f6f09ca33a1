import type { Locale } from "#core/constants/locales";
import { createI18nInstance } from "./i18n-instance.ts";
import { resources } from "./resources.ts";
import type { Translator } from "./translator.ts";

/**
 * A translator holding every translation of both languages: for the server (one per language) and for tests.
 * The browser never imports this file: it fetches its language (create-client-i18n.ts).
 */
export function createI18n(locale: Locale): Translator {
  return createI18nInstance(locale, resources);
}
