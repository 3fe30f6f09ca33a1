import { sql } from "drizzle-orm";
import type { ContentLocale } from "#core/content/content-locales";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { contentLocalesOf, translatedLocalesOfTrip } from "./trip-content-locales.ts";

export type SitemapEntries = {
  /** `locales`: the languages the trip can be read in (Spanish, plus each approved translation; issue 34). */
  trips: { slug: string; updatedAt: Date; locales: ContentLocale[] }[];
  creators: { id: string; updatedAt: Date }[];
};

/** Every public trip and every public creator page, for /sitemap.xml (the same visibility rule as the pages). */
export async function listSitemapEntries(db: DbOrTx): Promise<SitemapEntries> {
  const [trips, creators] = await Promise.all([
    queryRows<{ slug: string; updated_at: string | Date; translated: unknown }>(
      db,
      sql`select t.slug, t.updated_at, ${translatedLocalesOfTrip} as translated
        from trips t join users u on u.id = t.tropleader_id
        where t.status = 'approved' and u.role = 'tropleader' and u.is_approved and u.suspended_at is null
        order by t.approved_at desc nulls last, t.id`,
    ),
    queryRows<{ id: string; updated_at: string | Date }>(
      db,
      sql`select u.id, greatest(u.updated_at, coalesce(p.updated_at, u.updated_at)) as updated_at
        from users u left join tropleader_profiles p on p.user_id = u.id
        where u.role = 'tropleader' and u.is_approved and u.suspended_at is null
        order by u.created_at, u.id`,
    ),
  ]);
  return {
    trips: trips.map((t) => ({
      slug: t.slug,
      updatedAt: new Date(t.updated_at),
      locales: contentLocalesOf(t.translated),
    })),
    creators: creators.map((c) => ({ id: c.id, updatedAt: new Date(c.updated_at) })),
  };
}
