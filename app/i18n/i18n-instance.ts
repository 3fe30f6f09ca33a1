import { createInstance, type i18n as I18n, type Module, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#core/constants/locales";

/**
 * An i18next instance with the given translations. `backend` loads what is missing (the browser fetches the
 * other language when the visitor switches); without it everything must be in `resources` (the server).
 */
export function createI18nInstance(
  locale: Locale,
  resources: Resource,
  namespaces: readonly string[],
  backend?: Module,
): I18n {
  const instance = createInstance();
  instance.use(initReactI18next);
  if (backend) instance.use(backend);
  instance.init({
    lng: locale,
    // Both languages have the same keys (checked by a unit test); the browser, which fetches its languages,
    // would otherwise download Spanish as a fallback for an English page.
    fallbackLng: backend ? false : DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    partialBundledLanguages: Boolean(backend),
    ns: [...namespaces],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  return instance;
}
