import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertTropleader } from "./tropleader-scope.ts";

/** Reservas' filter choices: the guide's trips and each trip's departures (newest first). */
export async function listBookingFilterOptions(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
) {
  const guideId = assertTropleader(actor);
  const rows = await queryRows<{
    trip_id: string;
    title: string;
    departure_id: string | null;
    start_date: string | null;
  }>(
    deps.db,
    // Each trip's departures through (trip_id, start_date), so the guide's few hundred rows are read, not every
    // departure of the platform (a hash join chose to scan them all: bench "dashboard", issue 37). The inner
    // order keeps PostgreSQL from flattening the lateral back into that join.
    sql`select t.id as trip_id, t.title, d.id as departure_id, d.start_date::text as start_date
      from trips t left join lateral (
        select d.id, d.start_date from trip_departures d where d.trip_id = t.id order by d.start_date desc
      ) d on true
      where t.tropleader_id = ${guideId}::uuid
      order by t.title, t.id, d.start_date desc`,
  );
  const trips = new Map<string, { id: string; title: string }>();
  const departures: { id: string; tripId: string; startDate: string }[] = [];
  for (const r of rows) {
    trips.set(r.trip_id, { id: r.trip_id, title: r.title });
    if (r.departure_id && r.start_date) {
      departures.push({ id: r.departure_id, tripId: r.trip_id, startDate: r.start_date });
    }
  }
  return { trips: [...trips.values()], departures };
}
