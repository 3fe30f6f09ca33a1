import type { MetaDescriptor } from "react-router";
import { type Locale, toLocale } from "#core/constants/locales";
import type { TFunction, Translator } from "#core/i18n/translator";

// meta() runs outside React (no hooks). Each side says where its translations are: the server hands in an
// instance per language holding every text, the browser its own instance (which fetches the other language
// when the visitor switches).
let instanceFor: ((locale: Locale) => Translator) | null = null;

/** Called once by entry.server.tsx and once by entry.client.tsx. */
export function provideMetaI18n(provider: (locale: Locale) => Translator): void {
  instanceFor = provider;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The page language from the root loader's data, as route meta functions see it. */
export function metaLocale(matches: ReadonlyArray<MatchLike>): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  const locale = root && typeof root === "object" && "locale" in root ? root.locale : undefined;
  return toLocale(locale);
}

/** A t() for route meta functions: metaT(matches, "help")("meta.title"). */
export function metaT(matches: ReadonlyArray<MatchLike>, ns = "common"): TFunction {
  const locale = metaLocale(matches);
  if (!instanceFor) throw new Error("metaT used before provideMetaI18n");
  return instanceFor(locale).getFixedT(locale, ns);
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
