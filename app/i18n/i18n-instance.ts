import { DEFAULT_LOCALE, type Locale } from "#core/constants/locales";
import { type Resource, type ResourceLanguage, Translator } from "#core/i18n/translator";

/**
 * A translator with the given translations. `load` fetches a language that is missing (the browser fetches
 * the other language when the visitor switches); without it everything must be in `resources` (the server).
 */
export function createI18nInstance(
  locale: Locale,
  resources: Resource,
  load?: (locale: Locale) => Promise<ResourceLanguage>,
): Translator {
  return new Translator({
    language: locale,
    resources: { ...resources },
    // Both languages have the same keys (checked by a unit test); the browser, which fetches its languages,
    // would otherwise download Spanish as a fallback for an English page.
    fallbackLanguage: load ? undefined : DEFAULT_LOCALE,
    load,
  });
}
