import { and, eq } from "drizzle-orm";
import { unsellableCause } from "#core/rules/booking-sale";
import type { PaymentEvent, PaymentProviderKind } from "../../adapters/payments/payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";
import { confirmPaidBooking } from "./confirm-paid-booking.ts";
import { loadBookingContext } from "./load-booking-context.ts";
import { loadSaleFacts } from "./load-sale-facts.ts";
import { refundUnsellablePayment } from "./refund-unsellable-payment.ts";

type CompletedData = Extract<PaymentEvent, { type: "checkout.session.completed" }>["data"];

/**
 * The traveller paid. The booking is confirmed only if it can still be sold to them (`unsellableCause`,
 * core/rules/booking-sale.ts): the traveller not deleted or suspended, the trip published by a tropleader who
 * is not suspended, the departure not cancelled, and its seats held or, for a hold that already ended
 * (expired, released from the cancel page, closed by a deletion or suspension), free to take again.
 * Otherwise the whole amount is refunded automatically (refund-unsellable-payment.ts). Returns the users
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
  // One rule for money that arrives (issue 33): confirm only what can still be sold to this person.
  const cause = unsellableCause(await loadSaleFacts(tx, ctx, now));
  if (cause) return refundUnsellablePayment(deps, tx, ctx, payment, cause, now);
  // A hold that had ended takes its seats again if they are free (the departure row is locked); else refunded.
  const notified = await confirmPaidBooking(deps, tx, ctx, now);
  return notified ?? refundUnsellablePayment(deps, tx, ctx, payment, "no_seats", now);
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
