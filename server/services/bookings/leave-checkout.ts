import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { AppError } from "../../lib/app-error.ts";
import { endUnpaidHolds } from "./booking-transitions.ts";
import { expireProviderSessions } from "./expire-provider-sessions.ts";
import { loadBookingContext } from "./load-booking-context.ts";

export type LeftCheckout = {
  reference: string;
  tripTitle: string;
  tripSlug: string;
  departureId: string;
  /** released: the hold ended now; paid: the payment had already gone through; ended: nothing was held. */
  outcome: "released" | "paid" | "ended";
};

/**
 * The traveller left the provider's page without paying (/cancel): their pending booking's hold ends now
 * (`endUnpaidHolds`) and the seats go back, instead of waiting out the 30 minutes. Only the booking's owner
 * can do it; a booking already paid is left untouched.
 */
export async function leaveCheckout(
  deps: AppDeps,
  user: SessionUser | null,
  bookingId: string,
  now: Date = new Date(),
): Promise<LeftCheckout> {
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
    const sessions = await endUnpaidHolds(tx, [booking], "checkout_cancelled", now);
    return { result: { ...base, outcome: "released" as const }, sessions };
  });
  await expireProviderSessions(deps, sessions);
  return result;
}
