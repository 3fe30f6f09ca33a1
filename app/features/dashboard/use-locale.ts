import { isLocale, type Locale } from "#core/constants/locales";
import { useTranslation } from "../../i18n/use-translation.ts";

/** The language the page is shown in right now (follows the header's language toggle). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : "es";
}
