import type { AppDeps } from "../../app-deps.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";

/**
 * Asks the provider for a session's state and applies it as the provider's own event would, for when the
 * browser (success page) or a hold expiry is faster than the webhook. The event id is derived from the
 * session, so repeating this is harmless, and the real webhook arriving later finds the payment applied.
 */
export async function syncCheckoutSession(deps: AppDeps, sessionId: string): Promise<void> {
  const s = await deps.payments.retrieveSession(sessionId);
  if (s.status === "complete" && s.paymentStatus === "paid") {
    await handlePaymentEvent(deps, deps.payments.kind, {
      id: `sync_completed_${sessionId}`,
      type: "checkout.session.completed",
      data: {
        sessionId,
        providerPaymentId: s.providerPaymentId,
        bookingId: s.bookingId,
        amountCents: s.amountCents,
        currency: s.currency,
        paymentStatus: "paid",
      },
    });
  } else if (s.status === "expired") {
    await handlePaymentEvent(deps, deps.payments.kind, {
      id: `sync_expired_${sessionId}`,
      type: "checkout.session.expired",
      data: { sessionId, bookingId: s.bookingId },
    });
  }
}
