import { LOCALES } from "#core/constants/locales";
import { toPageMarkup } from "#core/format/page-markup";
import { EDITABLE_TEXTS, type SiteTexts } from "#core/schemas/site-texts";
import { resources } from "../../i18n/resources.ts";
import { sectionsFromLocale } from "../../lib/page-sections.ts";

/** A value of the translation files by its "namespace:dotted.key". */
function translation(locale: string, id: string): unknown {
  const [ns = "", key = ""] = id.split(":");
  let value: unknown = resources[locale as keyof typeof resources]?.[ns as never];
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}

/**
 * What each editable text says in the translation files (the default a published text replaces); long pages
 * written as lists there (help questions, legal sections) come back as their markup.
 */
export function siteTextDefaults(): SiteTexts {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteTexts;
  for (const locale of LOCALES) {
    for (const { id, kind } of EDITABLE_TEXTS) {
      const value = translation(locale, id);
      if (kind === "markup") out[locale][id] = toPageMarkup(sectionsFromLocale(id, value));
      else if (typeof value === "string") out[locale][id] = value;
    }
  }
  return out;
}
