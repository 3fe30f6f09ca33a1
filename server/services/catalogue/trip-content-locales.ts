import { type SQL, sql } from "drizzle-orm";
import { type ContentLocale, isContentLocale, PRIMARY_CONTENT_LOCALE } from "#core/content/content-locales";

/**
 * The languages a trip can be read in (issue 34), as an SQL array for the trip `t`: besides Spanish, each
 * language of an approved translation that has its basics (title, descriptions), so a search engine is sent
 * to an English URL only when there is an English version to read (hreflang, sitemap).
 */
export const translatedLocalesOfTrip: SQL = sql`array(
  select tt.locale from trip_translations tt
  where tt.trip_id = t.id and tt.status = 'approved' and tt.content -> 'basics' is not null
  order by tt.locale)`;

/** Spanish first, then the translated languages read from translatedLocalesOfTrip. */
export function contentLocalesOf(translated: unknown): ContentLocale[] {
  const list = Array.isArray(translated) ? translated.filter(isContentLocale) : [];
  return [PRIMARY_CONTENT_LOCALE, ...list.filter((l) => l !== PRIMARY_CONTENT_LOCALE)];
}
