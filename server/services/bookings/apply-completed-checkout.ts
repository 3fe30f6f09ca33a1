import { and, eq } from "drizzle-orm";
import { platformToday } from "#core/rules/refund-tier";
import type { PaymentEvent, PaymentProviderKind } from "../../adapters/payments/payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, payments, refunds } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { BOOKING_JOBS } from "./booking-jobs.ts";
import { confirmPaidBooking } from "./confirm-paid-booking.ts";
import { holdSeats } from "./hold-seats.ts";
import { emailFacts, loadBookingContext } from "./load-booking-context.ts";

type CompletedData = Extract<PaymentEvent, { type: "checkout.session.completed" }>["data"];

/**
 * The traveller paid. A held booking is confirmed. A payment for a hold that already ended (expired, or
 * released from the cancel page) takes the seats again if they are still free and confirms; if they are
 * gone, the whole amount is refunded automatically and the traveller is told by email. Returns the users
 * notified in the app (to announce after the commit).
 */
export async function applyCompletedCheckout(
  deps: AppDeps,
  tx: Tx,
  provider: PaymentProviderKind,
  data: CompletedData,
  now: Date,
): Promise<string[]> {
  // Asynchronous payment methods complete the session unpaid; their success arrives as a later event.
  if (data.paymentStatus !== "paid") return [];
  const [byId] = await tx
    .select({ id: payments.id, bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, data.sessionId)));
  const found = byId ?? (await recoverPaymentRow(tx, provider, data, now));
  if (!found) {
    deps.logger.warn("payment for an unknown checkout session", { provider, sessionId: data.sessionId });
    return [];
  }
  const ctx = await loadBookingContext(tx, found.bookingId, { lock: true });
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for("update");
  if (!ctx || !payment) return [];
  if (payment.status === "paid" || payment.status === "refunded") return [];
  if (
    data.amountCents !== payment.amountCents ||
    data.currency.toUpperCase() !== payment.currency.toUpperCase()
  ) {
    deps.logger.error("paid amount differs from the checkout amount; booking left unconfirmed", {
      bookingId: ctx.booking.id,
      expected: payment.amountCents,
      received: data.amountCents,
    });
    return [];
  }

  await tx
    .update(payments)
    .set({ status: "paid", providerPaymentId: data.providerPaymentId, paidAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await recordLedgerEntries(tx, [
    {
      bookingId: ctx.booking.id,
      kind: "charge",
      amountCents: payment.amountCents,
      currency: payment.currency,
      sourceId: payment.id,
      createdAt: now,
    },
  ]);

  const { booking } = ctx;
  if (booking.status === "confirmed" || booking.status === "completed") return [];
  if (booking.status === "pending_payment" && booking.seatsHeld) {
    return confirmPaidBooking(deps, tx, ctx, now);
  }
  // Late payment: the hold had ended. Take the seats again if they are still free.
  if (await holdSeats(tx, booking.departureId, booking.participantsCount, platformToday(now))) {
    await tx.update(bookings).set({ seatsHeld: true }).where(eq(bookings.id, booking.id));
    return confirmPaidBooking(deps, tx, ctx, now);
  }
  await refundLatePayment(deps, tx, ctx, payment.id, payment.amountCents, now);
  return [];
}

async function refundLatePayment(
  deps: AppDeps,
  tx: Tx,
  ctx: NonNullable<Awaited<ReturnType<typeof loadBookingContext>>>,
  paymentId: string,
  amountCents: number,
  now: Date,
) {
  const { booking } = ctx;
  await tx
    .update(bookings)
    .set({
      status: "cancelled",
      paymentStatus: "refunded",
      seatsHeld: false,
      holdExpiresAt: null,
      cancelledAt: now,
      cancellationReason: "late_payment_no_seats",
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  const [refund] = await tx
    .insert(refunds)
    .values({
      bookingId: booking.id,
      paymentId,
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
    data: { refundId: refund!.id, amountCents },
  });
  await enqueueEmail(tx, {
    to: ctx.traveller.email,
    toName: ctx.traveller.name,
    locale: booking.locale,
    template: "booking_payment_refunded",
    data: { ...emailFacts(ctx), travellerName: ctx.traveller.name, refundCents: amountCents },
    appUrl: deps.config.appUrl,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The session was created but its payments row never written (the process died in between): the signed
 * event names our booking, so the row is recorded now for the booking's own amount, which is then checked
 * against what was paid like any other payment.
 */
async function recoverPaymentRow(tx: Tx, provider: PaymentProviderKind, data: CompletedData, now: Date) {
  if (!data.bookingId || !UUID.test(data.bookingId)) return undefined;
  const [booking] = await tx
    .select({ id: bookings.id, amountCents: bookings.totalAmountCents, currency: bookings.currency })
    .from(bookings)
    .where(eq(bookings.id, data.bookingId));
  if (!booking) return undefined;
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider,
      providerSessionId: data.sessionId,
      amountCents: booking.amountCents,
      currency: booking.currency,
      status: "open",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id, bookingId: payments.bookingId });
  return row;
}
