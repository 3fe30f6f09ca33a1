import { sql } from "drizzle-orm";
import { type ContentLocale, SECONDARY_CONTENT_LOCALES } from "#core/content/content-locales";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { contentLocalesOf, translatedSaveTimesOf, translatedVersionsOfTrip } from "./trip-content-locales.ts";

/** When a page last changed in each language it is read in (the sitemap's lastmod per language URL). */
export type LastModifiedByLocale = Partial<Record<ContentLocale, Date>>;

export type SitemapEntries = {
  /**
   * `locales`: the languages the trip can be read in (Spanish, plus each approved translation; issue 34).
   * `updatedAt`: the trip's own (Spanish) save time; `lastModified`: for each translated language, the later
   * of that and the version's save time.
   */
  trips: { slug: string; updatedAt: Date; locales: ContentLocale[]; lastModified: LastModifiedByLocale }[];
  /** `lastModified`: per other language, the later of the profile's save time and its texts in it. */
  creators: { id: string; updatedAt: Date; lastModified: LastModifiedByLocale }[];
};

const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

/** Every public trip and every public creator page, for /sitemap.xml (the same visibility rule as the pages). */
export async function listSitemapEntries(db: DbOrTx): Promise<SitemapEntries> {
  const [trips, creators] = await Promise.all([
    queryRows<{ slug: string; updated_at: string | Date; versions: unknown }>(
      db,
      sql`select t.slug, t.updated_at, ${translatedVersionsOfTrip} as versions
        from trips t join users u on u.id = t.tropleader_id
        where t.status = 'approved' and u.role = 'tropleader' and u.is_approved and u.suspended_at is null
        order by t.approved_at desc nulls last, t.id`,
    ),
    queryRows<{ id: string; updated_at: string | Date; versions: unknown }>(
      db,
      sql`select u.id, greatest(u.updated_at, coalesce(p.updated_at, u.updated_at)) as updated_at,
          (select coalesce(json_agg(json_build_object('locale', pt.locale, 'updatedAt', pt.updated_at)), '[]'::json)
            from tropleader_profile_translations pt where pt.user_id = u.id) as versions
        from users u left join tropleader_profiles p on p.user_id = u.id
        where u.role = 'tropleader' and u.is_approved and u.suspended_at is null
        order by u.created_at, u.id`,
    ),
  ]);
  return {
    trips: trips.map((t) => {
      const updatedAt = new Date(t.updated_at);
      const saved = translatedSaveTimesOf(t.versions);
      const locales = contentLocalesOf(Object.keys(saved));
      const lastModified: LastModifiedByLocale = {};
      for (const locale of locales.slice(1)) lastModified[locale] = later(updatedAt, saved[locale]);
      return { slug: t.slug, updatedAt, locales, lastModified };
    }),
    creators: creators.map((c) => {
      const updatedAt = new Date(c.updated_at);
      const saved = translatedSaveTimesOf(c.versions);
      const lastModified: LastModifiedByLocale = {};
      for (const locale of SECONDARY_CONTENT_LOCALES) lastModified[locale] = later(updatedAt, saved[locale]);
      return { id: c.id, updatedAt, lastModified };
    }),
  };
}
