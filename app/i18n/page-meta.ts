import type { TFunction } from "i18next";
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#core/constants/locales";
import { createI18n } from "./create-i18n.ts";

// meta() runs outside React (no hooks): one bundled i18next instance per language, built on first use.
const instances = new Map<Locale, ReturnType<typeof createI18n>>();

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The page language from the root loader's data, as route meta functions see it. */
export function metaLocale(matches: ReadonlyArray<MatchLike>): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  const locale = root && typeof root === "object" && "locale" in root ? root.locale : undefined;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A t() for route meta functions: metaT(matches, "help")("meta.title"). */
export function metaT(matches: ReadonlyArray<MatchLike>, ns = "common"): TFunction {
  const locale = metaLocale(matches);
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    instances.set(locale, i18n);
  }
  return i18n.getFixedT(locale, ns);
}

/**
 * Title ("<page> · Tropa") and description tags, plus their Open Graph twins for link previews.
 * Pass already translated texts.
 */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  const fullTitle = title === "Tropa" ? title : `${title} · Tropa`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }, { property: "og:title", content: fullTitle }];
  if (description) {
    tags.push({ name: "description", content: description });
    tags.push({ property: "og:description", content: description });
  }
  return tags;
}
