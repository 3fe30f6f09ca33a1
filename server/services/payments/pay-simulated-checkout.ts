import { isSimulatedProvider } from "../../adapters/payments/simulated-payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { receivePaymentWebhook } from "../bookings/receive-payment-webhook.ts";
import { getSimulatedCheckout } from "./get-simulated-checkout.ts";

/**
 * How long after the hosted page showed a session open a 'Pagar' from that page still charges the card when
 * the shop closed the session meanwhile: the payment was already in flight, as one can be at a real provider
 * when the shop expires the session (issue 33: such money meets `unsellableCause` and is refunded).
 */
export const SIMULATED_IN_FLIGHT_MS = 5 * 60_000;

/**
 * 'Pagar' on the simulated hosted page: the test card is charged and the provider emits a signed
 * checkout.session.completed, delivered through the same webhook code path as Stripe's. The event id is
 * derived from the session, so paying twice (double click, back button) charges once. A session that is no
 * longer open is refused, unless the page showed it open moments ago (`shownOpenAt`, within
 * SIMULATED_IN_FLIGHT_MS): that payment is in flight and arrives late.
 * Returns where the provider sends the browser next (the success URL with the session id).
 */
export async function paySimulatedCheckout(
  deps: AppDeps,
  sessionId: string,
  options: { shownOpenAt?: Date | null } = {},
  now: Date = new Date(),
): Promise<{ redirectTo: string }> {
  const provider = deps.payments;
  if (!isSimulatedProvider(provider)) throw new AppError("not_found", "booking:errors.bookingNotFound");
  const checkout = await getSimulatedCheckout(deps, sessionId, now);
  const shown = options.shownOpenAt?.getTime();
  const inFlight =
    shown !== undefined &&
    Number.isFinite(shown) &&
    shown <= now.getTime() &&
    now.getTime() - shown <= SIMULATED_IN_FLIGHT_MS;
  if (checkout.status === "expired" && !inFlight) throw new AppError("conflict", "booking:simulated.expired");
  const successUrl = `/success?session_id=${encodeURIComponent(sessionId)}`;
  if (checkout.status === "paid") return { redirectTo: successUrl };
  const { rawBody, headers } = provider.signEvent({
    id: `evt_sim_completed_${sessionId}`,
    type: "checkout.session.completed",
    data: {
      sessionId,
      providerPaymentId: provider.paymentIdFor(sessionId),
      bookingId: checkout.bookingId,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      paymentStatus: "paid",
    },
  });
  const receipt = await receivePaymentWebhook(deps, "simulated", rawBody, headers);
  if (receipt.status !== 200) throw new Error(`simulated payment event refused (${receipt.status})`);
  return { redirectTo: successUrl };
}

/** 'Cancelar' on the simulated page: back to the shop's cancel URL, like Stripe's back link. */
export async function cancelSimulatedCheckout(
  deps: AppDeps,
  sessionId: string,
): Promise<{ redirectTo: string }> {
  const checkout = await getSimulatedCheckout(deps, sessionId);
  return { redirectTo: `/cancel?booking=${encodeURIComponent(checkout.bookingId)}` };
}
