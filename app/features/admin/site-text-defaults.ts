import { LOCALES } from "#core/constants/locales";
import { EDITABLE_TEXTS, type SiteTexts } from "#core/schemas/site-texts";
import { resources } from "../../i18n/resources.ts";

/** What each editable text says in the translation files (the default a published text replaces). */
export function siteTextDefaults(): SiteTexts {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteTexts;
  for (const locale of LOCALES) {
    for (const { id } of EDITABLE_TEXTS) {
      const [ns = "", key = ""] = id.split(":");
      const value = (resources[locale]?.[ns] as Record<string, unknown> | undefined)?.[key];
      if (typeof value === "string") out[locale][id] = value;
    }
  }
  return out;
}
