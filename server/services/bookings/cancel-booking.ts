import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { endUnpaidHolds } from "./booking-transitions.ts";
import { cancelPaidBooking } from "./cancel-paid-booking.ts";
import { emailTraveller } from "./email-traveller.ts";
import { expireProviderSessions } from "./expire-provider-sessions.ts";
import { loadBookingContext } from "./load-booking-context.ts";
import { type CancellationPreview, computeCancellation } from "./preview-cancellation.ts";
import { tellTropleaderOfCancellation } from "./tell-tropleader-of-cancellation.ts";

export type CancelBookingOptions = {
  /** The refund the traveller was shown; if the tier changed since (midnight passed), nothing is cancelled. */
  expectedRefundCents?: number;
  now?: Date;
};

/**
 * The traveller cancels their booking. A paid booking is refunded by tier (core/rules/refund-tier.ts)
 * through the provider (a refunds row, paid by a job with the provider's idempotency), its seats return to
 * the departure, the tropleader's payout is reduced to their share of what the platform keeps (cancelled
 * when everything is refunded), and both parties get an email. An unpaid hold is simply released.
 */
export async function cancelBooking(
  deps: AppDeps,
  user: SessionUser | null,
  bookingId: string,
  options: CancelBookingOptions = {},
): Promise<CancellationPreview> {
  if (!user) throw new AppError("unauthenticated", "booking:errors.loginRequired");
  const now = options.now ?? new Date();
  const { result, sessions, notified } = await deps.db.transaction(async (tx) => {
    const ctx = await loadBookingContext(tx, bookingId, { lock: true });
    const { paymentId, ...preview } = await computeCancellation(tx, user, ctx, now);
    const { booking } = ctx!;
    if (options.expectedRefundCents !== undefined && options.expectedRefundCents !== preview.refundCents) {
      throw new AppError("conflict", "booking:errors.refundChanged");
    }

    if (preview.kind === "release") {
      return { result: preview, sessions: await endUnpaidHolds(tx, [booking], "checkout_cancelled", now) };
    }

    await cancelPaidBooking(tx, ctx!, {
      paymentId,
      paidCents: preview.paidCents,
      refundCents: preview.refundCents,
      percent: preview.percent,
      reason: "traveller_cancellation",
      now,
    });
    await tx.insert(auditLog).values({
      actorId: user.id,
      action: "booking.cancelled",
      entityType: "booking",
      entityId: booking.id,
      data: { refundCents: preview.refundCents, percent: preview.percent, daysBefore: preview.daysBefore },
    });

    const c = ctx!;
    await emailTraveller(deps, tx, c, "booking_cancelled", {
      refundCents: preview.refundCents,
      refundPercent: preview.percent,
    });
    const notified = await tellTropleaderOfCancellation(deps, tx, c);
    return { result: preview, sessions: [] as string[], notified };
  });
  await announceNotifications(deps, notified ?? []);
  await expireProviderSessions(deps, sessions);
  return result;
}
