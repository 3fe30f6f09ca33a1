import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { AppError } from "../../lib/app-error.ts";
import { expireProviderSessions } from "./expire-provider-sessions.ts";
import { releaseSeats } from "./hold-seats.ts";
import { loadBookingContext } from "./load-booking-context.ts";

export type ReleasedHold = {
  reference: string;
  tripTitle: string;
  tripSlug: string;
  departureId: string;
  /** released: the hold ended now; paid: the payment had already gone through; ended: nothing was held. */
  outcome: "released" | "paid" | "ended";
};

/**
 * The traveller left the provider's page without paying (/cancel): their pending booking's hold ends now and
 * the seats go back, instead of waiting out the 30 minutes. Only the booking's owner can do it; a booking
 * already paid is left untouched.
 */
export async function releaseCheckoutHold(
  deps: AppDeps,
  user: SessionUser | null,
  bookingId: string,
  now: Date = new Date(),
): Promise<ReleasedHold> {
  if (!user) throw new AppError("unauthenticated", "booking:errors.loginRequired");
  const { result, sessions } = await deps.db.transaction(async (tx) => {
    const ctx = await loadBookingContext(tx, bookingId, { lock: true });
    if (!ctx || ctx.booking.userId !== user.id)
      throw new AppError("not_found", "booking:errors.bookingNotFound");
    const { booking } = ctx;
    const base = {
      reference: booking.bookingReference,
      tripTitle: ctx.trip.title,
      tripSlug: ctx.trip.slug,
      departureId: booking.departureId,
    };
    if (booking.status === "confirmed" || booking.status === "completed") {
      return { result: { ...base, outcome: "paid" as const }, sessions: [] };
    }
    if (booking.status !== "pending_payment" || !booking.seatsHeld) {
      return { result: { ...base, outcome: "ended" as const }, sessions: [] };
    }
    await tx
      .update(bookings)
      .set({ status: "expired", seatsHeld: false, cancellationReason: "checkout_cancelled", updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await releaseSeats(tx, booking.departureId, booking.participantsCount);
    const closed = await tx
      .update(payments)
      .set({ status: "expired", updatedAt: now })
      .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "open")))
      .returning({ sessionId: payments.providerSessionId });
    return { result: { ...base, outcome: "released" as const }, sessions: closed.map((p) => p.sessionId) };
  });
  await expireProviderSessions(deps, sessions);
  return result;
}
