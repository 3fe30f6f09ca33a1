import { and, eq, isNull } from "drizzle-orm";
import { ADMIN_REFUND_PERCENT } from "#core/rules/admin-refund-percent";
import { refundAmountCents } from "#core/rules/refund-tier";
import { adminRefundSchema } from "#core/schemas/admin-refund";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { payments, refunds } from "../../db/schema/bookings.ts";
import { files } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { parseInput } from "../auth/parse-input.ts";
import { cancelPaidBooking } from "../bookings/cancel-paid-booking.ts";
import { emailTraveller } from "../bookings/email-traveller.ts";
import { loadBookingContext } from "../bookings/load-booking-context.ts";
import { tellTropleaderOfCancellation } from "../bookings/tell-tropleader-of-cancellation.ts";
import { notify } from "../notifications/notify.ts";

/**
 * Reembolsos (issue 12, doc 2 §9): an admin refunds a paid booking for a medical emergency (90%, with the
 * certificate in private storage) or a travel restriction (100%). The booking is cancelled, its seats return,
 * the refund goes to the card through the payment provider (the refund job), the traveller and the
 * tropleader are emailed and notified, and it is audited. Only a confirmed booking can be refunded this way:
 * a booking is never refunded twice, and the amount never exceeds what was paid.
 */
export async function issueAdminRefund(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  input: unknown,
  now: Date = new Date(),
): Promise<{ refundId: string; refundCents: number; currency: string }> {
  assertAdmin(actor);
  const { bookingId, reason, certificateFileId } = parseInput(adminRefundSchema, input);
  const { row } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const ctx = await loadBookingContext(tx, bookingId, { lock: true });
      if (!ctx) throw new AppError("not_found", "admin:refunds.errors.bookingNotFound");
      const { booking } = ctx;
      if (booking.status === "cancelled")
        throw new AppError("conflict", "admin:refunds.errors.alreadyRefunded");
      if (booking.status !== "confirmed")
        throw new AppError("conflict", "admin:refunds.errors.notRefundable");
      const [payment] = await tx
        .select({ id: payments.id, amountCents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.status, "paid")));
      if (!payment) throw new AppError("conflict", "admin:refunds.errors.notRefundable");
      if (certificateFileId) {
        const [certificate] = await tx
          .select({ id: files.id })
          .from(files)
          .where(
            and(
              eq(files.id, certificateFileId),
              eq(files.bucket, "refund-certificates"),
              isNull(files.deletedAt),
            ),
          );
        const [used] = await tx
          .select({ id: refunds.id })
          .from(refunds)
          .where(eq(refunds.certificateFileId, certificateFileId));
        if (!certificate || used)
          throw new AppError("validation", "admin:refunds.errors.certificateRequired");
      }
      const percent = ADMIN_REFUND_PERCENT[reason];
      const refundCents = refundAmountCents(payment.amountCents, percent);
      const refundId = await cancelPaidBooking(tx, ctx, {
        paymentId: payment.id,
        paidCents: payment.amountCents,
        refundCents,
        percent,
        reason,
        now,
        certificateFileId,
        issuedBy: actor.id,
      });
      return { ctx, refundId: refundId!, refundCents, percent };
    },
    // Every case where nothing changes is refused above (already refunded, not refundable): never reached.
    alreadyDecided: async () => false,
    notFound: "admin:refunds.errors.bookingNotFound",
    audit: ({ ctx, refundCents, percent }) => ({
      action: "booking.refund_issued",
      entityType: "booking",
      entityId: ctx.booking.id,
      data: {
        reference: ctx.booking.bookingReference,
        reason,
        percent,
        refundCents,
        certificateFileId,
        before: { status: "confirmed" },
        after: { status: "cancelled" },
      },
    }),
    tell: async (tx, { ctx, refundCents, percent }) => {
      const { booking } = ctx;
      await emailTraveller(deps, tx, ctx, "booking_refunded_by_team", {
        refundCents,
        refundPercent: percent,
        reason,
      });
      await notify(tx, ctx.traveller.id, "refund_issued", {
        tripTitle: ctx.trip.title,
        tripId: ctx.trip.id,
        reference: booking.bookingReference,
        amountCents: refundCents,
        currency: booking.currency,
      });
      const tropleaderNotified = await tellTropleaderOfCancellation(deps, tx, ctx);
      return { notified: [ctx.traveller.id, ...tropleaderNotified] };
    },
  });
  if (!row) throw new AppError("conflict", "admin:refunds.errors.alreadyRefunded");
  return { refundId: row.refundId, refundCents: row.refundCents, currency: row.ctx.booking.currency };
}
