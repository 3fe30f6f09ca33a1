import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

/** A traveller's place in a departure's line (1 = next), counting those waiting or holding an offer. */
export async function waitlistPosition(db: DbOrTx, departureId: string, userId: string): Promise<number> {
  const [row] = await queryRows<{ position: number }>(
    db,
    sql`select count(*)::int as position from waitlist_entries w, waitlist_entries me
        where me.departure_id = ${departureId}::uuid and me.user_id = ${userId}::uuid
          and w.departure_id = me.departure_id and w.status in ('waiting', 'offered')
          and (w.created_at, w.user_id) <= (me.created_at, me.user_id)`,
  );
  return row?.position ?? 0;
}
