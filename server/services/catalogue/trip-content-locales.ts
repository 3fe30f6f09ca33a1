import { type SQL, sql } from "drizzle-orm";
import { type ContentLocale, isContentLocale, PRIMARY_CONTENT_LOCALE } from "#core/content/content-locales";

/**
 * The languages a trip can be read in (issue 34), as an SQL array for the trip `t`: besides Spanish, each
 * language of an approved translation that has its basics (title, descriptions), so a search engine is sent
 * to an English URL only when there is an English version to read (hreflang, sitemap).
 */
const readableTranslationOfTrip = sql`tt.trip_id = t.id and tt.status = 'approved'
  and tt.content -> 'basics' is not null`;

export const translatedLocalesOfTrip: SQL = sql`array(
  select tt.locale from trip_translations tt where ${readableTranslationOfTrip} order by tt.locale)`;

/**
 * The same languages with when each version was last saved, as a JSON array of `{ locale, updatedAt }` (the
 * sitemap's lastmod of each language's URL).
 */
export const translatedVersionsOfTrip: SQL = sql`(select coalesce(
    json_agg(json_build_object('locale', tt.locale, 'updatedAt', tt.updated_at) order by tt.locale), '[]'::json)
  from trip_translations tt where ${readableTranslationOfTrip})`;

/** The save time of each translated version read from translatedVersionsOfTrip (unknown rows skipped). */
export function translatedSaveTimesOf(versions: unknown): Partial<Record<ContentLocale, Date>> {
  const times: Partial<Record<ContentLocale, Date>> = {};
  const list = typeof versions === "string" ? JSON.parse(versions) : versions;
  if (!Array.isArray(list)) return times;
  for (const v of list as { locale?: unknown; updatedAt?: unknown }[]) {
    const at = typeof v?.updatedAt === "string" ? new Date(v.updatedAt) : null;
    if (isContentLocale(v?.locale) && at && !Number.isNaN(at.getTime())) times[v.locale] = at;
  }
  return times;
}

/** Spanish first, then the translated languages read from translatedLocalesOfTrip. */
export function contentLocalesOf(translated: unknown): ContentLocale[] {
  const list = Array.isArray(translated) ? translated.filter(isContentLocale) : [];
  return [PRIMARY_CONTENT_LOCALE, ...list.filter((l) => l !== PRIMARY_CONTENT_LOCALE)];
}
