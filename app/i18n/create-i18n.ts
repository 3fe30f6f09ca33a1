import type { i18n as I18n } from "i18next";
import type { Locale } from "#core/constants/locales";
import { createI18nInstance } from "./i18n-instance.ts";
import { namespaces, resources } from "./resources.ts";

/**
 * An instance holding every translation of both languages: for the server (one per request) and for tests.
 * The browser never imports this file: it fetches its language (create-client-i18n.ts).
 */
export function createI18n(locale: Locale): I18n {
  return createI18nInstance(locale, resources, [...namespaces]);
}
