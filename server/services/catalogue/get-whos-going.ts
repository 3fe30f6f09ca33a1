import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

export const AGE_BANDS = ["18-25", "26-35", "36-45", "46-60", "60+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/**
 * Who is going on a departure (product brief: see who's going), aggregated so nobody can be named:
 * travellers booked, age bands of the people who booked (age on the departure date) and the languages they
 * speak. Only paid bookings count; a seat held during checkout may still fall through.
 */
export type WhosGoing = {
  departureId: string;
  /** Seats taken by paid bookings (a booking may be for several people). */
  travellers: number;
  /** Bookers whose birth date is known, by age band, in band order; bands with nobody are left out. */
  ageBands: { band: AgeBand; count: number }[];
  /** Bookers who have not said their age. */
  unknownAge: number;
  /** Bookers who verified their identity (issue 35: the verified badge, as a count). */
  verified: number;
  /** Languages spoken by the bookers, most common first (ISO codes as stored on the profile). */
  languages: { code: string; count: number }[];
};

/** Who's going for several departures at once (the trip page shows every departure). */
export async function getWhosGoingForDepartures(
  db: DbOrTx,
  departureIds: string[],
): Promise<Map<string, WhosGoing>> {
  const result = new Map<string, WhosGoing>(
    departureIds.map((id) => [
      id,
      { departureId: id, travellers: 0, ageBands: [], unknownAge: 0, verified: 0, languages: [] },
    ]),
  );
  if (departureIds.length === 0) return result;
  const ids = sql.join(
    departureIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [people, languages] = await Promise.all([
    queryRows<{
      departure_id: string;
      seats: number;
      band: AgeBand | null;
      bookers: number;
      verified: number;
    }>(
      db,
      sql`with booker as (
          select b.departure_id, b.participants_count, u.is_identity_verified as verified,
            extract(year from age(dep.start_date, u.birth_date))::int as age
          from bookings b
          join users u on u.id = b.user_id
          join trip_departures dep on dep.id = b.departure_id
          where b.departure_id in (${ids}) and b.status in ('confirmed', 'completed')
        )
        select departure_id, sum(participants_count)::int as seats, count(*)::int as bookers,
          (count(*) filter (where verified))::int as verified,
          case when age is null then null
               when age <= 25 then '18-25' when age <= 35 then '26-35' when age <= 45 then '36-45'
               when age <= 60 then '46-60' else '60+' end as band
        from booker group by departure_id, band`,
    ),
    queryRows<{ departure_id: string; code: string; n: number }>(
      db,
      sql`select b.departure_id, lang as code, count(distinct b.user_id)::int as n
        from bookings b
        join users u on u.id = b.user_id
        cross join lateral unnest(u.languages) as lang
        where b.departure_id in (${ids}) and b.status in ('confirmed', 'completed')
        group by b.departure_id, lang`,
    ),
  ]);
  for (const r of people) {
    const entry = result.get(r.departure_id);
    if (!entry) continue;
    entry.travellers += Number(r.seats);
    entry.verified += Number(r.verified);
    if (r.band === null) entry.unknownAge += Number(r.bookers);
    else entry.ageBands.push({ band: r.band, count: Number(r.bookers) });
  }
  for (const r of languages) {
    result.get(r.departure_id)?.languages.push({ code: r.code, count: Number(r.n) });
  }
  for (const entry of result.values()) {
    entry.ageBands.sort((a, b) => AGE_BANDS.indexOf(a.band) - AGE_BANDS.indexOf(b.band));
    entry.languages.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  }
  return result;
}

export async function getWhosGoing(db: DbOrTx, departureId: string): Promise<WhosGoing> {
  const map = await getWhosGoingForDepartures(db, [departureId]);
  return map.get(departureId)!;
}
