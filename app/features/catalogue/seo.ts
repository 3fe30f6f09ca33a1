import type { MetaDescriptor } from "react-router";
import { LOCALES, type Locale } from "#core/constants/locales";

/** An absolute URL on this site (canonical links, og:image, sitemap). */
export function absoluteUrl(appUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${appUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The same page in a given language: both languages live on one URL, ?lang picks one explicitly. */
export function languageUrl(appUrl: string, path: string, locale: Locale): string {
  const url = new URL(absoluteUrl(appUrl, path));
  url.searchParams.set("lang", locale);
  return url.toString();
}

/**
 * Canonical and hreflang alternates (es, en, x-default) plus og:url and og:locale, for a page at `path`
 * (path and query, without ?lang). `locales`: the languages its content is written in, when not all (a trip
 * without an English version announces no English URL, issue 34); og:locale follows `contentLocale`.
 */
export function seoLinks(
  appUrl: string,
  path: string,
  locale: Locale,
  options: { locales?: readonly Locale[]; contentLocale?: Locale } = {},
): MetaDescriptor[] {
  const canonical = absoluteUrl(appUrl, path);
  const locales = options.locales ?? LOCALES;
  const shown = options.contentLocale ?? locale;
  const alternate = locales.filter((l) => l !== shown);
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    ...locales.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: languageUrl(appUrl, path, l),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: "Tropa" },
    { property: "og:locale", content: ogLocale(shown) },
    ...alternate.map((l) => ({ property: "og:locale:alternate", content: ogLocale(l) })),
  ];
}

const ogLocale = (l: Locale) => (l === "en" ? "en_GB" : "es_ES");

/** A JSON-LD script tag for meta(). */
export function jsonLd(value: object): MetaDescriptor {
  return { "script:ld+json": value };
}
