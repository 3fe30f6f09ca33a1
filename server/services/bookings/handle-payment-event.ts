import { and, eq } from "drizzle-orm";
import type { PaymentEvent, PaymentProviderKind } from "../../adapters/payments/payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { payments, payouts, refunds, webhookEvents } from "../../db/schema/bookings.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { applyTransferUpdate } from "../payouts/apply-transfer-update.ts";
import { PAYOUT_JOBS } from "../payouts/payout-jobs.ts";
import { applyCompletedCheckout } from "./apply-completed-checkout.ts";
import { endUnpaidHolds } from "./booking-transitions.ts";
import { loadBookingContext } from "./load-booking-context.ts";

/**
 * Applies one provider event. The event id is recorded in webhook_events in the same transaction as the
 * event's effect, so a repeated delivery does nothing and a failure leaves no trace (the provider retries).
 * Each effect checks the current state rather than trusting the order of delivery: a completion after an
 * expiry is a late payment, an expiry after a completion changes nothing.
 */
export async function handlePaymentEvent(
  deps: AppDeps,
  provider: PaymentProviderKind,
  event: PaymentEvent,
  now: Date = new Date(),
): Promise<{ duplicate: boolean }> {
  let notified: string[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ provider, eventId: event.id, type: event.type, payload: event, receivedAt: now })
      .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
      .returning({ id: webhookEvents.id });
    if (!recorded) return { duplicate: true };

    switch (event.type) {
      case "checkout.session.completed":
        notified = await applyCompletedCheckout(deps, tx, provider, event.data, now);
        break;
      case "checkout.session.expired":
        await applyExpiredCheckout(tx, provider, event.data.sessionId, now);
        break;
      case "account.updated":
        await applyAccountUpdate(tx, event.data);
        break;
      case "refund.updated":
        await applyRefundUpdate(deps, tx, event.data, now);
        break;
      case "transfer.updated":
        await applyTransferUpdate(tx, event.data, now);
        break;
      default:
        break;
    }
    await tx.update(webhookEvents).set({ processedAt: now }).where(eq(webhookEvents.id, recorded.id));
    return { duplicate: false };
  });
  // A confirmed or released seat shows on the trip page at once (the success page applies events on a GET).
  if (!outcome.duplicate) deps.visitorCache.clear();
  await announceNotifications(deps, notified);
  return outcome;
}

/**
 * The provider closed an unpaid session: its payment closes, and its booking's hold ends (`endUnpaidHolds`)
 * if our own timer has not ended it yet. The session needs no expiring at the provider: it is closed there.
 */
async function applyExpiredCheckout(tx: Tx, provider: PaymentProviderKind, sessionId: string, now: Date) {
  const [payment] = await tx
    .select({ id: payments.id, bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)));
  if (!payment) return;
  const ctx = await loadBookingContext(tx, payment.bookingId, { lock: true });
  await tx
    .update(payments)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "open")));
  if (ctx?.booking.status === "pending_payment" && ctx.booking.seatsHeld) {
    await endUnpaidHolds(tx, [ctx.booking], null, now);
  }
}

/** Payout onboarding finished (or an account lost its payouts): payouts follow the account's state. */
async function applyAccountUpdate(
  tx: Tx,
  data: { accountId: string; payoutsEnabled: boolean; detailsSubmitted: boolean },
) {
  const updated = await tx
    .update(tropleaderProfiles)
    .set({
      stripeAccountEnabled: data.payoutsEnabled,
      stripeOnboardingComplete: data.detailsSubmitted,
      updatedAt: new Date(),
    })
    .where(eq(tropleaderProfiles.stripeAccountId, data.accountId))
    .returning({ userId: tropleaderProfiles.userId });
  for (const { userId } of updated) {
    if (data.payoutsEnabled) {
      await enqueueJob(
        tx,
        PAYOUT_JOBS.payGuide,
        { tropleaderId: userId },
        { dedupeKey: `pay-guide:${userId}` },
      );
    }
    await tx
      .update(payouts)
      .set(data.payoutsEnabled ? { status: "scheduled" } : { status: "awaiting_onboarding" })
      .where(
        and(
          eq(payouts.tropleaderId, userId),
          eq(payouts.status, data.payoutsEnabled ? "awaiting_onboarding" : "scheduled"),
        ),
      );
  }
}

async function applyRefundUpdate(
  deps: AppDeps,
  tx: Tx,
  data: { refundId: string; status: "succeeded" | "pending" | "failed" },
  now: Date,
) {
  if (data.status === "pending") return;
  const changed = await tx
    .update(refunds)
    .set({ status: data.status, processedAt: now })
    .where(and(eq(refunds.providerRefundId, data.refundId), eq(refunds.status, "pending")))
    .returning({ id: refunds.id, bookingId: refunds.bookingId });
  if (data.status === "failed" && changed.length) {
    deps.logger.error("a refund failed at the payment provider", {
      refundId: changed[0]!.id,
      bookingId: changed[0]!.bookingId,
    });
  }
}
