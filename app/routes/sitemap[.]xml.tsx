import { LOCALES, type Locale } from "#core/constants/locales";
import { listSitemapEntries } from "#server/services/catalogue/list-sitemap-entries";
import { absoluteUrl, languageUrl } from "../features/catalogue/seo.ts";
import type { Route } from "./+types/sitemap[.]xml";

/** Public pages that are not in the database. */
const STATIC_PATHS = [
  "/",
  "/viajes",
  "/sobre-nosotros",
  "/ayuda",
  "/blog",
  "/politica-cancelacion",
  "/terminos",
  "/privacidad",
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/**
 * One <url> with its language alternates (both languages are served on the same URL, ?lang picks one); a trip
 * lists only the languages it is written in (issue 34: no English URL for a Spanish-only trip).
 */
function urlEntry(
  appUrl: string,
  path: string,
  lastmod?: Date,
  locales: readonly Locale[] = LOCALES,
  loc: string = absoluteUrl(appUrl, path),
): string {
  const alternates = [
    ...locales.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(languageUrl(appUrl, path, l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(appUrl, path))}"/>`,
  ];
  return [
    "<url>",
    `<loc>${escapeXml(loc)}</loc>`,
    lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : "",
    ...alternates,
    "</url>",
  ].join("");
}

/**
 * A page's <url> (its address without ?lang, last changed with the Spanish text) and one more per other
 * language it is written in, with that language's own lastmod (issue 34: an English version saved later makes
 * the English URL newer, not the Spanish one).
 */
function pageEntries(
  appUrl: string,
  path: string,
  updatedAt: Date,
  lastModified: Partial<Record<Locale, Date>>,
  locales: readonly Locale[] = LOCALES,
): string[] {
  return [
    urlEntry(appUrl, path, updatedAt, locales),
    ...locales.flatMap((l) => {
      const at = lastModified[l];
      return at ? [urlEntry(appUrl, path, at, locales, languageUrl(appUrl, path, l))] : [];
    }),
  ];
}

/** GET /sitemap.xml: home, explore, the static pages, every public trip and creator, with hreflang. */
export async function loader({ context }: Route.LoaderArgs) {
  const { appUrl } = context.deps.config;
  const { trips, creators } = await listSitemapEntries(context.deps.db);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...STATIC_PATHS.map((p) => urlEntry(appUrl, p)),
    ...trips.flatMap((t) => pageEntries(appUrl, `/viaje/${t.slug}`, t.updatedAt, t.lastModified, t.locales)),
    ...creators.flatMap((c) => pageEntries(appUrl, `/tropleader/${c.id}`, c.updatedAt, c.lastModified)),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
