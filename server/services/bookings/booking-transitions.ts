import { and, eq, inArray, lt } from "drizzle-orm";
import {
  type BookingStatus,
  type BookingTransitionName,
  canTransition,
} from "#core/rules/booking-life-cycle";
import { generateBookingReference } from "#core/rules/booking-reference";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/is-unique-violation.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { returnSeats, returnSeatsInOrder, takeSeats } from "./departure-seats.ts";

/**
 * Every change of a booking's status and of the seats it holds, one function per transition of the table in
 * `core/rules/booking-life-cycle.ts` (issue 36). Each checks the table, writes the booking and moves its seats
 * on the departure; the money around it (payments, ledger, refunds, payouts, emails) stays with the service
 * that calls it. All run in the caller's transaction on bookings it has locked (the booking row before the
 * departure's, departures in id order), except where said.
 */

/** What a transition needs to know of the booking it changes. */
export type BookingSeats = {
  id: string;
  status: BookingStatus;
  departureId: string;
  participantsCount: number;
  seatsHeld: boolean;
};

/** The columns a transition needs of a booking (select them with `.select(bookingSeatsColumns)`). */
export const bookingSeatsColumns = {
  id: bookings.id,
  status: bookings.status,
  departureId: bookings.departureId,
  participantsCount: bookings.participantsCount,
  seatsHeld: bookings.seatsHeld,
};

function assertAllowed(transition: BookingTransitionName, booking: { id: string; status: BookingStatus }) {
  if (!canTransition(transition, booking.status)) {
    throw new Error(`booking ${booking.id}: ${transition} is not allowed from ${booking.status}`);
  }
}

type NewBooking = Omit<typeof bookings.$inferInsert, "bookingReference" | "status" | "seatsHeld">;

/**
 * startHold: takes the seats if they are free (`takeSeats`) and writes the `pending_payment` booking under a
 * fresh reference (drawn again on a collision). Returns the reference, or null when the seats were not free
 * (nothing written).
 */
export async function startHold(tx: Tx, values: NewBooking, today: string): Promise<string | null> {
  if (!(await takeSeats(tx, values.departureId, values.participantsCount, today))) return null;
  for (let attempt = 1; ; attempt++) {
    const reference = generateBookingReference();
    try {
      await tx.transaction((sp) =>
        sp
          .insert(bookings)
          .values({ ...values, status: "pending_payment", seatsHeld: true, bookingReference: reference }),
      );
      return reference;
    } catch (e) {
      if (attempt < 5 && isUniqueViolation(e, "bookings_booking_reference_unique")) continue;
      throw e;
    }
  }
}

/**
 * discardUnstartedHold: the provider never opened a session for this booking, so it disappears and its seats
 * go back (its own transaction; nothing else refers to it yet).
 */
export async function discardUnstartedHold(db: DbOrTx, bookingId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookings)
      .where(
        and(eq(bookings.id, bookingId), eq(bookings.status, "pending_payment"), eq(bookings.seatsHeld, true)),
      )
      .returning({ departureId: bookings.departureId, participantsCount: bookings.participantsCount });
    await returnSeatsInOrder(tx, removed);
  });
}

/**
 * endUnpaidHolds: THE one place an unpaid checkout hold ends, whatever ended it (its time ran out, the
 * traveller left the payment page, booked again or cancelled, the provider closed the session, the departure
 * was cancelled, an account was deleted or suspended). Each locked `pending_payment` booking becomes
 * `expired` (with `reason` as its cancellation reason when given), its seats go back to the departure
 * (departures in id order), and its open payment is closed. Returns the provider sessions to expire after the
 * commit (`expireProviderSessions`); a payment that still lands meets `applyCompletedCheckout`'s late-money
 * rule.
 */
export async function endUnpaidHolds(
  tx: Tx,
  held: readonly BookingSeats[],
  reason: string | null,
  now: Date,
): Promise<string[]> {
  if (!held.length) return [];
  for (const booking of held) assertAllowed("endUnpaidHold", booking);
  const ids = held.map((b) => b.id);
  const ended = await tx
    .update(bookings)
    .set({
      status: "expired",
      seatsHeld: false,
      ...(reason === null ? {} : { cancellationReason: reason }),
      updatedAt: now,
    })
    .where(and(inArray(bookings.id, ids), eq(bookings.status, "pending_payment")))
    .returning({ id: bookings.id });
  const endedIds = new Set(ended.map((b) => b.id));
  await returnSeatsInOrder(
    tx,
    held.filter((b) => endedIds.has(b.id) && b.seatsHeld),
  );
  const closed = await tx
    .update(payments)
    .set({ status: "expired", updatedAt: now })
    .where(and(inArray(payments.bookingId, ids), eq(payments.status, "open")))
    .returning({ sessionId: payments.providerSessionId });
  return closed.map((p) => p.sessionId);
}

/**
 * confirm / confirmLate: the payment arrived. A booking whose hold is still open keeps its seats; one whose
 * hold had ended (`expired`) takes them again if they are free (the departure row is locked by the caller),
 * otherwise nothing changes and false is returned (the payment is then refunded). The booking becomes
 * `confirmed` with the commission in force and the tropleader's share.
 */
export async function confirmBooking(
  tx: Tx,
  booking: BookingSeats,
  split: { rate: number; commissionCents: number; tropleaderCents: number },
  today: string,
  now: Date,
): Promise<boolean> {
  assertAllowed(booking.status === "expired" ? "confirmLate" : "confirm", booking);
  if (!booking.seatsHeld && !(await takeSeats(tx, booking.departureId, booking.participantsCount, today))) {
    return false;
  }
  await tx
    .update(bookings)
    .set({
      status: "confirmed",
      paymentStatus: "paid",
      seatsHeld: true,
      holdExpiresAt: null,
      confirmedAt: now,
      cancelledAt: null,
      cancellationReason: null,
      commissionRate: split.rate,
      commissionCents: split.commissionCents,
      tropleaderAmountCents: split.tropleaderCents,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  return true;
}

/**
 * refundUnsellable: money arrived for a booking that can no longer be sold: it ends `cancelled`
 * (`late_payment_<cause>`), fully refunded, and gives back the seats it still held.
 */
export async function cancelUnsellableBooking(
  tx: Tx,
  booking: BookingSeats,
  reason: string,
  now: Date,
): Promise<void> {
  assertAllowed("refundUnsellable", booking);
  await tx
    .update(bookings)
    .set({
      status: "cancelled",
      paymentStatus: "refunded",
      seatsHeld: false,
      holdExpiresAt: null,
      cancelledAt: now,
      cancellationReason: reason,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  if (booking.seatsHeld) await returnSeats(tx, booking.departureId, booking.participantsCount);
}

/**
 * cancelPaid: a paid booking is cancelled (by the traveller, an admin's refund or the departure's
 * cancellation) keeping `kept` of what was paid, split again; its seats go back.
 */
export async function cancelPaidBookingRow(
  tx: Tx,
  booking: BookingSeats,
  kept: {
    paymentStatus: "paid" | "partially_refunded" | "refunded";
    reason: string;
    commissionCents: number;
    tropleaderCents: number;
  },
  now: Date,
): Promise<void> {
  assertAllowed("cancelPaid", booking);
  await tx
    .update(bookings)
    .set({
      status: "cancelled",
      paymentStatus: kept.paymentStatus,
      seatsHeld: false,
      cancelledAt: now,
      cancellationReason: kept.reason,
      commissionCents: kept.commissionCents,
      tropleaderAmountCents: kept.tropleaderCents,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  if (booking.seatsHeld) await returnSeats(tx, booking.departureId, booking.participantsCount);
}

/**
 * complete: confirmed bookings (the table's only `from`) whose departure has ended (end date before `today`)
 * become `completed`; their seats stay counted. One conditional statement, so it needs no lock. Returns how
 * many.
 */
export async function completeEndedDepartures(db: DbOrTx, today: string, now: Date): Promise<number> {
  const ended = db
    .select({ id: tripDepartures.id })
    .from(tripDepartures)
    .where(lt(tripDepartures.endDate, today));
  const done = await db
    .update(bookings)
    .set({ status: "completed", completedAt: now, updatedAt: now })
    .where(and(eq(bookings.status, "confirmed"), inArray(bookings.departureId, ended)))
    .returning({ id: bookings.id });
  return done.length;
}
