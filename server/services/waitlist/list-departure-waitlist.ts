import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

export type DepartureWaitlistEntry = {
  name: string;
  participants: number;
  status: "waiting" | "offered";
  joinedAt: string;
};

/**
 * The people in line for a departure, in order, for its tropleader's Viajeros tab (the caller has checked the
 * departure is theirs: load-departure-by-date). Names only: contact goes through messages once they book.
 */
export async function listDepartureWaitlist(
  db: DbOrTx,
  departureId: string,
): Promise<DepartureWaitlistEntry[]> {
  const rows = await queryRows<{
    name: string;
    participants: number;
    status: "waiting" | "offered";
    created_at: string | Date;
  }>(
    db,
    sql`select u.name, w.participants, w.status, w.created_at from waitlist_entries w join users u on u.id = w.user_id
        where w.departure_id = ${departureId}::uuid and w.status in ('waiting', 'offered')
        order by w.created_at, w.user_id`,
  );
  return rows.map((r) => ({
    name: r.name,
    participants: r.participants,
    status: r.status,
    joinedAt: new Date(r.created_at).toISOString(),
  }));
}
