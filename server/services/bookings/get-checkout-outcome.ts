import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { type bookings, payments } from "../../db/schema/bookings.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadBookingContext } from "./load-booking-context.ts";
import { syncCheckoutSession } from "./sync-checkout-session.ts";

export type CheckoutOutcome = {
  bookingId: string;
  reference: string;
  status: (typeof bookings.$inferSelect)["status"];
  paymentStatus: (typeof bookings.$inferSelect)["paymentStatus"];
  cancellationReason: string | null;
  tripTitle: string;
  tripSlug: string;
  startDate: string;
  endDate: string;
  participants: number;
  totalCents: number;
  currency: string;
};

/**
 * What /success?session_id= shows: the booking's real state, read from the database. While it is still
 * waiting for the payment, the provider is asked directly (the browser often arrives before the webhook).
 * Only the booking's owner may look.
 */
export async function getCheckoutOutcome(
  deps: AppDeps,
  user: SessionUser | null,
  sessionId: string,
): Promise<CheckoutOutcome> {
  if (!user) throw new AppError("unauthenticated", "booking:errors.loginRequired");
  const [payment] = await deps.db
    .select({ bookingId: payments.bookingId, provider: payments.provider, status: payments.status })
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  if (!payment) throw new AppError("not_found", "booking:errors.bookingNotFound");
  let ctx = await loadBookingContext(deps.db, payment.bookingId);
  if (!ctx || ctx.booking.userId !== user.id)
    throw new AppError("not_found", "booking:errors.bookingNotFound");

  if (
    ctx.booking.status === "pending_payment" &&
    payment.status === "open" &&
    payment.provider === deps.payments.kind
  ) {
    try {
      await syncCheckoutSession(deps, sessionId);
      ctx = (await loadBookingContext(deps.db, payment.bookingId)) ?? ctx;
    } catch (e) {
      deps.logger.warn("could not ask the provider about a checkout session", { sessionId, error: e });
    }
  }
  const { booking } = ctx;
  return {
    bookingId: booking.id,
    reference: booking.bookingReference,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    cancellationReason: booking.cancellationReason,
    tripTitle: ctx.trip.title,
    tripSlug: ctx.trip.slug,
    startDate: ctx.departure.startDate,
    endDate: ctx.departure.endDate,
    participants: booking.participantsCount,
    totalCents: booking.totalAmountCents,
    currency: booking.currency,
  };
}
