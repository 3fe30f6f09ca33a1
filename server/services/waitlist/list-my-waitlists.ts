import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

export type MyWaitlistEntry = {
  departureId: string;
  tripTitle: string;
  tripSlug: string;
  startDate: string;
  endDate: string;
  participants: number;
  status: "waiting" | "offered";
  /** Place in line (1 = next). */
  position: number;
  /** Until when offered seats are held (ISO), for an offer. */
  offeredUntil: string | null;
};

/**
 * The traveller's open waitlist places (waiting, or holding an offer), soonest departure first; with
 * `departureIds`, only those (the trip page's panel).
 */
export async function listMyWaitlists(
  db: DbOrTx,
  userId: string,
  departureIds?: string[],
): Promise<MyWaitlistEntry[]> {
  if (departureIds && departureIds.length === 0) return [];
  const only = departureIds
    ? sql`and me.departure_id in (${sql.join(
        departureIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{
    departure_id: string;
    title: string;
    slug: string;
    start_date: string;
    end_date: string;
    participants: number;
    status: "waiting" | "offered";
    position: number;
    offered_until: string | Date | null;
  }>(
    db,
    sql`select me.departure_id, t.title, t.slug, d.start_date::text, d.end_date::text, me.participants, me.status,
          (select count(*)::int from waitlist_entries w where w.departure_id = me.departure_id
             and w.status in ('waiting', 'offered') and (w.created_at, w.user_id) <= (me.created_at, me.user_id)) as position,
          me.offered_until
        from waitlist_entries me
        join trip_departures d on d.id = me.departure_id
        join trips t on t.id = d.trip_id
        where me.user_id = ${userId}::uuid and me.status in ('waiting', 'offered') ${only}
        order by d.start_date, t.title`,
  );
  return rows.map((r) => ({
    departureId: r.departure_id,
    tripTitle: r.title,
    tripSlug: r.slug,
    startDate: r.start_date,
    endDate: r.end_date,
    participants: r.participants,
    status: r.status,
    position: r.position,
    offeredUntil: r.offered_until ? new Date(r.offered_until).toISOString() : null,
  }));
}
