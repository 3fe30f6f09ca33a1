import { and, asc, eq, lte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { bookingSeatsColumns, endUnpaidHolds } from "./booking-transitions.ts";
import { expireProviderSessions } from "./expire-provider-sessions.ts";

/**
 * Periodic task: unpaid holds whose 30 minutes are over end (`endUnpaidHolds`: expired, seats back, payment
 * closed) and their provider sessions are closed so they can no longer be paid. Rows are claimed with SKIP
 * LOCKED, so several instances (or a webhook confirming one of them right now) never process the same booking
 * twice. Returns how many holds ended.
 */
export async function endOverdueHolds(deps: AppDeps, now: Date = new Date(), batch = 100): Promise<number> {
  const { ended, sessions } = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select(bookingSeatsColumns)
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "pending_payment"),
          eq(bookings.seatsHeld, true),
          lte(bookings.holdExpiresAt, now),
        ),
      )
      .orderBy(asc(bookings.holdExpiresAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    return { ended: due.length, sessions: await endUnpaidHolds(tx, due, null, now) };
  });
  await expireProviderSessions(deps, sessions);
  return ended;
}
