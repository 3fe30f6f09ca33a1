import { sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

/**
 * Trips a tropleader has completed: departures of their trips that have ended and actually travelled
 * (at least one paid booking), counted from the bookings rather than a stored counter that could drift.
 */
export async function countTripsCompleted(
  db: DbOrTx,
  tropleaderIds: string[],
  now: Date = new Date(),
): Promise<Map<string, number>> {
  const result = new Map<string, number>(tropleaderIds.map((id) => [id, 0]));
  if (tropleaderIds.length === 0) return result;
  const today = platformToday(now);
  const rows = await queryRows<{ tropleader_id: string; n: number }>(
    db,
    sql`select t.tropleader_id, count(distinct dep.id)::int as n
      from trip_departures dep
      join trips t on t.id = dep.trip_id
      where t.tropleader_id in (${sql.join(
        tropleaderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
        and dep.status <> 'cancelled' and dep.end_date < ${today}::date
        and exists (select 1 from bookings b
                    where b.departure_id = dep.id and b.status in ('confirmed', 'completed'))
      group by t.tropleader_id`,
  );
  for (const r of rows) result.set(r.tropleader_id, Number(r.n));
  return result;
}
