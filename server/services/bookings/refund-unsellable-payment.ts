import { and, eq, isNull } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { latePaymentReason, type UnsellableCause } from "#core/rules/booking-sale";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { refunds } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";
import { BOOKING_JOBS } from "./booking-jobs.ts";
import { cancelUnsellableBooking } from "./booking-transitions.ts";
import { emailTraveller } from "./email-traveller.ts";
import { type BookingContext, emailFacts } from "./load-booking-context.ts";

/**
 * A payment arrived for a booking that can no longer be sold (`unsellableCause`): in the caller's transaction
 * the booking ends cancelled (`late_payment_<cause>`), seats it still held go back, the whole amount is
 * refunded through the usual refund row + `processRefund` job (the refund id is the provider's idempotency
 * key), the ledger records the refund, the audit log says why, and the traveller (unless their account was
 * deleted: their email is gone) and every admin are told. Returns the users notified in the app.
 */
export async function refundUnsellablePayment(
  deps: AppDeps,
  tx: Tx,
  ctx: BookingContext,
  payment: { id: string; amountCents: number },
  cause: UnsellableCause,
  now: Date,
): Promise<string[]> {
  const { booking } = ctx;
  const amountCents = payment.amountCents;
  await cancelUnsellableBooking(tx, booking, latePaymentReason(cause), now);
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      paymentId: payment.id,
      amountCents,
      currency: booking.currency,
      percent: 100,
      reason: "late_payment",
      status: "pending",
      createdAt: now,
    })
    .returning({ id: refunds.id });
  await recordLedgerEntries(tx, [
    {
      bookingId: booking.id,
      kind: "refund",
      amountCents,
      currency: booking.currency,
      sourceId: refund!.id,
      createdAt: now,
    },
  ]);
  await enqueueJob(
    tx,
    BOOKING_JOBS.processRefund,
    { refundId: refund!.id },
    { dedupeKey: `refund:${refund!.id}` },
  );
  await tx.insert(auditLog).values({
    actorId: null,
    action: "booking.late_payment_refunded",
    entityType: "booking",
    entityId: booking.id,
    data: { refundId: refund!.id, amountCents, reason: cause },
  });

  const facts = emailFacts(ctx);
  if (cause !== "traveller_deleted") {
    await emailTraveller(deps, tx, ctx, "booking_payment_refunded", { refundCents: amountCents, cause });
  }
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.suspendedAt), isNull(users.deletedAt)));
  await notify(
    tx,
    admins.map((a) => a.id),
    "late_payment_refunded",
    {
      tripTitle: ctx.trip.title,
      tripId: ctx.trip.id,
      reference: booking.bookingReference,
      amountCents,
      currency: booking.currency,
      cause,
    },
    now,
  );
  for (const admin of admins) {
    await enqueueEmail(tx, {
      to: admin.email,
      toName: admin.name,
      locale: toLocale(admin.locale),
      template: "late_payment_refunded_admin",
      data: { ...facts, refundCents: amountCents, cause },
      appUrl: deps.config.appUrl,
    });
  }
  return admins.map((a) => a.id);
}
