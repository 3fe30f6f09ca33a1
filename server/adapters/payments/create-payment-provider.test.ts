import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../config/load-config.ts";
import type { Db } from "../../db/client.ts";
import { createPaymentProvider } from "./create-payment-provider.ts";

const production = {
  NODE_ENV: "production",
  DATA_DIR: "/tmp/tropa-config-test",
  APP_URL: "https://tropa.example",
  SESSION_SECRET: "production-secret-production-secret-123",
};
const noDb = {} as Db;

describe("payment provider selection", () => {
  it("refuses the simulated provider in production unless explicitly allowed", async () => {
    expect(() => parseConfig({ ...production, PAYMENT_PROVIDER: "simulated" })).toThrow(ConfigError);
    expect(() => parseConfig(production)).toThrow(
      /PAYMENT_PROVIDER: is 'simulated', which is refused in production/,
    );
    const allowed = parseConfig({ ...production, ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: "true" });
    expect((await createPaymentProvider(allowed, noDb)).kind).toBe("simulated");
  });

  it("refuses it at construction too, should a configuration slip past validation", async () => {
    const config = parseConfig({ ...production, ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: "true" });
    await expect(
      createPaymentProvider({ ...config, ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: undefined }, noDb),
    ).rejects.toThrow(/refused in production/);
  });

  it("builds Stripe in production with its keys, and requires them", async () => {
    const config = parseConfig({
      ...production,
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_example",
      STRIPE_WEBHOOK_SECRET: "whsec_example",
    });
    expect((await createPaymentProvider(config, noDb)).kind).toBe("stripe");
    expect(() => parseConfig({ ...production, PAYMENT_PROVIDER: "stripe" })).toThrow(ConfigError);
  });

  it("uses the simulated provider by default outside production", async () => {
    const config = parseConfig({
      NODE_ENV: "development",
      DATA_DIR: "/tmp/tropa-config-test",
      SESSION_SECRET: production.SESSION_SECRET,
    });
    expect((await createPaymentProvider(config, noDb)).kind).toBe("simulated");
  });
});
