import { sql } from "drizzle-orm";
import { type DepartureOccupancy, departureOccupancy } from "#core/rules/tropleader-figures";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertTropleader } from "./tropleader-scope.ts";

/** doc 2 §3 calendar item, with what links it to its travellers and colours it. */
export type CalendarItem = {
  departureId: string;
  tripId: string;
  title: string;
  date: string;
  endDate: string;
  participants: number;
  maxParticipants: number;
  occupancy: DepartureOccupancy;
};

/** A YYYY-MM month from the URL, or the current one when it is missing or not a month. */
export function readCalendarMonth(raw: string | null, today: string): string {
  return raw && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : today.slice(0, 7);
}

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Calendario (doc 2 §2, issue 11): the guide's departures (not cancelled) that start in one month, each with
 * its confirmed travellers over its places.
 */
export async function listTropleaderCalendar(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  month: string,
): Promise<CalendarItem[]> {
  const guideId = assertTropleader(actor);
  const first = `${month}-01`;
  const next = `${shiftMonth(month, 1)}-01`;
  const rows = await queryRows<{
    id: string;
    trip_id: string;
    title: string;
    start_date: string;
    end_date: string;
    max_participants: number;
    participants: number;
  }>(
    deps.db,
    sql`select d.id, d.trip_id, t.title, d.start_date::text as start_date, d.end_date::text as end_date,
      d.max_participants,
      coalesce((select sum(b.participants_count) from bookings b
        where b.departure_id = d.id and b.status = 'confirmed'), 0)::int as participants
    from trips t join trip_departures d on d.trip_id = t.id
    where t.tropleader_id = ${guideId}::uuid and d.status <> 'cancelled'
      and d.start_date >= ${first}::date and d.start_date < ${next}::date
    order by d.start_date, t.title`,
  );
  return rows.map((r) => ({
    departureId: r.id,
    tripId: r.trip_id,
    title: r.title,
    date: r.start_date,
    endDate: r.end_date,
    participants: Number(r.participants),
    maxParticipants: Number(r.max_participants),
    occupancy: departureOccupancy(Number(r.participants), Number(r.max_participants)),
  }));
}
