import { and, eq, gt } from "drizzle-orm";
import { waitlistEntries } from "../../db/schema/trips.ts";

/**
 * The traveller's waitlist offer on a departure that still holds its seats and has not run out at `now`: the
 * one the booking form shows and the checkout takes (take-waitlist-offer.ts).
 */
export function isOpenOffer(departureId: string, userId: string, now: Date) {
  return and(
    eq(waitlistEntries.departureId, departureId),
    eq(waitlistEntries.userId, userId),
    eq(waitlistEntries.status, "offered"),
    eq(waitlistEntries.seatsHeld, true),
    gt(waitlistEntries.offeredUntil, now),
  );
}
