import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { releaseSeats } from "./hold-seats.ts";

type HeldBooking = { id: string; departureId: string; participantsCount: number; seatsHeld: boolean };

/**
 * Ends an unpaid checkout in the caller's transaction (the booking locked): the booking expires with `reason`,
 * its seats go back to the departure, and its open payment is closed. Returns the provider sessions to expire
 * after the commit (a payment that still lands is refunded by the late-payment path).
 */
export async function endCheckoutHold(
  tx: Tx,
  booking: HeldBooking,
  reason: string,
  now: Date,
): Promise<string[]> {
  await tx
    .update(bookings)
    .set({ status: "expired", seatsHeld: false, cancellationReason: reason, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  if (booking.seatsHeld) await releaseSeats(tx, booking.departureId, booking.participantsCount);
  const closed = await tx
    .update(payments)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "open")))
    .returning({ sessionId: payments.providerSessionId });
  return closed.map((p) => p.sessionId);
}
