import { type WebhookHeaders, WebhookSignatureError } from "../../adapters/payments/payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { recordRefusedWebhook } from "../system/record-refused-webhook.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";

export type WebhookReceipt = { status: 200 | 400 | 404; body: Record<string, unknown> };

/**
 * The one entry point for provider events (Stripe's webhook endpoint and the simulated checkout page both
 * come through here): verify the signature on the exact raw body, normalize, then apply once.
 * A bad signature is a 400 and changes nothing but a bounded note for the admin's Sistema page; a processing error propagates (500) so the provider retries.
 */
export async function receivePaymentWebhook(
  deps: AppDeps,
  provider: string,
  rawBody: string,
  headers: WebhookHeaders,
): Promise<WebhookReceipt> {
  if (provider !== deps.payments.kind) {
    await recordRefusedWebhook(deps, { provider, reason: "unknown_provider", rawBody });
    return { status: 404, body: { error: "unknown_provider" } };
  }
  let event: Awaited<ReturnType<typeof deps.payments.parseWebhook>>;
  try {
    event = await deps.payments.parseWebhook(rawBody, headers);
  } catch (e) {
    if (e instanceof WebhookSignatureError) {
      deps.logger.warn("rejected a payment webhook", { provider, reason: e.message });
      await recordRefusedWebhook(deps, { provider, reason: "invalid_signature", detail: e.message, rawBody });
      return { status: 400, body: { error: "invalid_signature" } };
    }
    throw e;
  }
  const { duplicate } = await handlePaymentEvent(deps, deps.payments.kind, event);
  return { status: 200, body: { received: true, duplicate } };
}
