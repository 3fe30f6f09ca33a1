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
 * (path and query, without ?lang).
 */
export function seoLinks(appUrl: string, path: string, locale: Locale): MetaDescriptor[] {
  const canonical = absoluteUrl(appUrl, path);
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: languageUrl(appUrl, path, l),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: "Tropa" },
    { property: "og:locale", content: locale === "en" ? "en_GB" : "es_ES" },
    { property: "og:locale:alternate", content: locale === "en" ? "es_ES" : "en_GB" },
  ];
}

/** A JSON-LD script tag for meta(). */
export function jsonLd(value: object): MetaDescriptor {
  return { "script:ld+json": value };
}
