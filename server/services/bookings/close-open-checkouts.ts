import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { bookingSeatsColumns, endUnpaidHolds } from "./booking-transitions.ts";

/** Whose open checkouts: a traveller's own, or every one on a tropleader's trips. */
export type CheckoutOwner = { travellerId: string } | { tropleaderId: string };

/**
 * Before an account is deleted or suspended (issue 33), its open checkouts end in the caller's transaction:
 * each unpaid booking is locked (departure order) and ended by `endUnpaidHolds` with `reason` (seats back,
 * payments row expired). Returns the provider sessions to expire
 * after the commit (`expireProviderSessions`); a payment still in flight then meets `unsellableCause` and is
 * refunded.
 */
export async function closeOpenCheckouts(
  tx: Tx,
  owner: CheckoutOwner,
  reason: string,
  now: Date,
): Promise<string[]> {
  const whose =
    "travellerId" in owner
      ? eq(bookings.userId, owner.travellerId)
      : inArray(
          bookings.tripId,
          tx.select({ id: trips.id }).from(trips).where(eq(trips.tropleaderId, owner.tropleaderId)),
        );
  const open = await tx
    .select(bookingSeatsColumns)
    .from(bookings)
    .where(and(whose, eq(bookings.status, "pending_payment")))
    .orderBy(asc(bookings.departureId), asc(bookings.id))
    .for("update");
  return endUnpaidHolds(tx, open, reason, now);
}
