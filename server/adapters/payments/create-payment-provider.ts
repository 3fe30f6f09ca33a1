import { createHmac } from "node:crypto";
import type { Config } from "../../config/load-config.ts";
import type { Db } from "../../db/client.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createSimulatedPaymentProvider } from "./simulated-payment-provider.ts";

/**
 * Picks the payment provider from the validated configuration. The Stripe SDK is loaded only when Stripe is the
 * provider (it is a sizeable share of the start-up otherwise: docs/decisions/0024-startup-and-bench.md).
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
      throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    }
    const { createStripePaymentProvider } = await import("./stripe-payment-provider.ts");
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  // The configuration already refuses this; checked again here so no other path can build it by mistake.
  if (config.isProduction && !config.ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION) {
    throw new Error(
      "the simulated payment provider is refused in production unless ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION=true",
    );
  }
  return createSimulatedPaymentProvider({
    appUrl: config.appUrl,
    secret: createHmac("sha256", config.sessionSecret).update("tropa simulated payments").digest("hex"),
    db,
  });
}
