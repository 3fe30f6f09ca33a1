import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { AppDeps } from "../app-deps.ts";
import { createPaymentWebhookRoutes } from "../http/payment-webhook-routes.ts";
import { type StripeStub, startStripeStub } from "./stripe-stub.ts";
import { createTestDeps } from "./test-deps.ts";

export type StripeTestDeps = {
  deps: AppDeps & { close(): Promise<void> };
  stub: StripeStub;
  /** Posts an event to POST /webhooks/stripe exactly as Stripe would: JSON body, Stripe-Signature header. */
  deliver(event: object, secret?: string): Promise<Response>;
  close(): Promise<void>;
};

const signer = new Stripe("sk_test_signer");

/** `checkout.session.completed` as Stripe sends it, for a session object of the stub. */
export const completedEvent = (id: string, session: object) => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  data: { object: session },
});

/**
 * Services on the Stripe provider, pointed at a fresh local Stripe stub (no network), with the webhook route
 * and a signer for its events: the setup every Stripe service test shares.
 */
export async function createStripeTestDeps(webhookSecret: string): Promise<StripeTestDeps> {
  const stub = await startStripeStub();
  const deps = await createTestDeps({
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_service",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stub.url,
  });
  const webhooks = createPaymentWebhookRoutes(deps);
  return {
    deps,
    stub,
    deliver(event, secret = webhookSecret) {
      const body = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
      return Promise.resolve(
        webhooks.request("/webhooks/stripe", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body,
        }),
      );
    },
    async close() {
      await deps.close();
      await stub.close();
    },
  };
}

/**
 * createStripeTestDeps for a whole test file: `deps` and `stub` (the same objects throughout) filled in by a
 * beforeAll, everything closed by an afterAll.
 */
export function useStripeTestDeps(webhookSecret: string): StripeTestDeps {
  const stripe = { deps: {}, stub: {} } as StripeTestDeps;
  beforeAll(async () => {
    const made = await createStripeTestDeps(webhookSecret);
    Object.assign(stripe.deps, made.deps);
    Object.assign(stripe.stub, made.stub);
    stripe.deliver = made.deliver;
    stripe.close = made.close;
  });
  afterAll(() => stripe.close());
  return stripe;
}
