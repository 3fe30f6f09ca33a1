import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { expireProviderSessions } from "./expire-provider-sessions.ts";
import { releaseSeatsOf } from "./hold-seats.ts";

/**
 * Periodic task: unpaid holds whose 30 minutes are over end as expired and give their seats back; their
 * provider sessions are closed so they can no longer be paid. Rows are claimed with SKIP LOCKED, so several
 * instances (or a webhook confirming one of them right now) never process the same booking twice.
 * Returns how many holds were released.
 */
export async function expireCheckoutHolds(
  deps: AppDeps,
  now: Date = new Date(),
  batch = 100,
): Promise<number> {
  const { released, sessions } = await deps.db.transaction(async (tx) => {
    const due = tx
      .select({ id: bookings.id })
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
    const released = await tx
      .update(bookings)
      .set({ status: "expired", seatsHeld: false, updatedAt: now })
      .where(inArray(bookings.id, due))
      .returning({
        id: bookings.id,
        departureId: bookings.departureId,
        participantsCount: bookings.participantsCount,
      });
    if (!released.length) return { released, sessions: [] };
    await releaseSeatsOf(tx, released);
    const closed = await tx
      .update(payments)
      .set({ status: "expired", updatedAt: now })
      .where(
        and(
          inArray(
            payments.bookingId,
            released.map((b) => b.id),
          ),
          eq(payments.status, "open"),
        ),
      )
      .returning({ sessionId: payments.providerSessionId });
    return { released, sessions: closed.map((p) => p.sessionId) };
  });
  await expireProviderSessions(deps, sessions);
  return released.length;
}
