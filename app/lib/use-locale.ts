import { type Locale, toLocale } from "#core/constants/locales";
import { useTranslation } from "../i18n/use-translation.ts";

/** The language the page is shown in right now (follows the language toggle at once). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return toLocale(lng);
}
