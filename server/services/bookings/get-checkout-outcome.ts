import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { type bookings, payments } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
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
 * A signed-in user sees only their own booking; a visitor is asked to sign in, unless the booking's traveller
 * can no longer sign in (the account deleted or suspended meanwhile, issue 33): then the session id is the key,
 * as it is for the provider's hosted page, so whoever paid still learns that the payment was refunded and why.
 */
export async function getCheckoutOutcome(
  deps: AppDeps,
  user: SessionUser | null,
  sessionId: string,
): Promise<CheckoutOutcome> {
  const [payment] = await deps.db
    .select({ bookingId: payments.bookingId, provider: payments.provider, status: payments.status })
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  if (!payment) throw new AppError("not_found", "booking:errors.bookingNotFound");
  let ctx = await loadBookingContext(deps.db, payment.bookingId);
  if (!ctx || (user && ctx.booking.userId !== user.id))
    throw new AppError("not_found", "booking:errors.bookingNotFound");
  if (!user && !(await accountClosed(deps, ctx.traveller.id)))
    throw new AppError("unauthenticated", "booking:errors.loginRequired");

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

/** The traveller can no longer sign in: their account was deleted or suspended. */
async function accountClosed(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row && (row.deletedAt || row.suspendedAt));
}
