import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, type Locale } from "#core/constants/locales";
import { namespaces, resources } from "./resources.ts";

/** A fresh i18next instance (one per server request; one for the browser). Resources are bundled. */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ["es", "en"],
    resources,
    ns: [...namespaces],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  return instance;
}
