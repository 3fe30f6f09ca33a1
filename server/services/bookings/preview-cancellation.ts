import { and, eq } from "drizzle-orm";
import { canCancelBefore, refundAmountCents, refundTier } from "#core/rules/refund-tier";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { payments } from "../../db/schema/bookings.ts";
import { AppError } from "../../lib/app-error.ts";
import { type BookingContext, loadBookingContext } from "./load-booking-context.ts";

export type CancellationPreview = {
  bookingId: string;
  reference: string;
  tripTitle: string;
  startDate: string;
  currency: string;
  /** refund: a paid booking, refunded by tier; release: an unpaid hold, nothing was charged. */
  kind: "refund" | "release";
  daysBefore: number;
  paidCents: number;
  percent: number;
  refundCents: number;
};

/** What cancelling would refund now (shown before the traveller confirms). */
export async function previewCancellation(
  deps: AppDeps,
  user: SessionUser | null,
  bookingId: string,
  now: Date = new Date(),
): Promise<CancellationPreview> {
  if (!user) throw new AppError("unauthenticated", "booking:errors.loginRequired");
  const ctx = await loadBookingContext(deps.db, bookingId);
  return computeCancellation(deps.db, user, ctx, now);
}

/** The cancellation rules, shared by the preview and the cancellation itself (which passes a locked row). */
export async function computeCancellation(
  db: DbOrTx,
  user: SessionUser,
  ctx: BookingContext | null,
  now: Date,
): Promise<CancellationPreview & { paymentId: string | null }> {
  if (!ctx || ctx.booking.userId !== user.id)
    throw new AppError("not_found", "booking:errors.bookingNotFound");
  const { booking } = ctx;
  if (booking.status !== "confirmed" && booking.status !== "pending_payment") {
    throw new AppError("conflict", "booking:errors.notCancellable");
  }
  if (!canCancelBefore(ctx.departure.startDate, now))
    throw new AppError("conflict", "booking:errors.cancelTooLate");
  const tier = refundTier(ctx.departure.startDate, now);
  const base = {
    bookingId: booking.id,
    reference: booking.bookingReference,
    tripTitle: ctx.trip.title,
    startDate: ctx.departure.startDate,
    currency: booking.currency,
    daysBefore: tier.daysBefore,
  };
  if (booking.status === "pending_payment") {
    return { ...base, kind: "release", paidCents: 0, percent: 0, refundCents: 0, paymentId: null };
  }
  const [payment] = await db
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "paid")));
  // A confirmed booking always has its paid payment; without one, cancelBooking refuses to refund blindly.
  const paidCents = payment?.amountCents ?? booking.totalAmountCents;
  return {
    ...base,
    kind: "refund",
    paidCents,
    percent: tier.percent,
    refundCents: refundAmountCents(paidCents, tier.percent),
    paymentId: payment?.id ?? null,
  };
}
