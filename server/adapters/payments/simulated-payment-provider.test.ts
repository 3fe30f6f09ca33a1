import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { WebhookSignatureError } from "./payment-provider.ts";
import { createSimulatedPaymentProvider } from "./simulated-payment-provider.ts";
import { SIMULATED_SIGNATURE_HEADER, signSimulatedPayload } from "./simulated-signature.ts";

const provider = createSimulatedPaymentProvider({
  appUrl: "http://localhost:3000/",
  secret: "s3cret",
  db: {} as Db,
});
const input = {
  bookingId: "b-1",
  reference: "TRP-7K3M9Q",
  amountCents: 90_000,
  currency: "EUR",
  lineItemName: "Reserva de plaza",
  successUrl: "http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:3000/cancel?booking=b-1",
  expiresAt: new Date(Date.now() + 30 * 60_000),
  idempotencyKey: "checkout_b-1",
  customerEmail: "v@example.test",
  locale: "es" as const,
};

describe("simulated payment provider", () => {
  it("hosts its checkout page in the app, with stable ids per idempotency key", async () => {
    const a = await provider.createCheckoutSession(input);
    const b = await provider.createCheckoutSession(input);
    const c = await provider.createCheckoutSession({ ...input, idempotencyKey: "checkout_b-2" });
    expect(a.url).toBe(`http://localhost:3000/pago-simulado/${a.id}`);
    expect(a.id).toMatch(/^sim_cs_[0-9a-f]{24}$/);
    expect(b.id).toBe(a.id);
    expect(c.id).not.toBe(a.id);
    await expect(provider.createCheckoutSession({ ...input, amountCents: 0 })).rejects.toThrow();
  });

  it("refunds only its own payments, idempotently", async () => {
    const r1 = await provider.refund({
      providerPaymentId: "sim_pi_abc",
      amountCents: 100,
      currency: "EUR",
      idempotencyKey: "k",
      bookingId: "b",
    });
    const r2 = await provider.refund({
      providerPaymentId: "sim_pi_abc",
      amountCents: 100,
      currency: "EUR",
      idempotencyKey: "k",
      bookingId: "b",
    });
    expect(r1).toEqual({ id: r2.id, status: "succeeded" });
    await expect(
      provider.refund({
        providerPaymentId: "pi_live_x",
        amountCents: 100,
        currency: "EUR",
        idempotencyKey: "k2",
        bookingId: "b",
      }),
    ).rejects.toThrow(/not made with the simulated provider/);
  });

  // Its transfers ledger is a table: see server/services/payouts/pay-due-payouts.test.ts.
  it("creates payout accounts with an onboarding page", async () => {
    const { accountId } = await provider.createConnectedAccount({
      userId: "u",
      email: "e@x",
      idempotencyKey: "acct_u",
    });
    expect(accountId).toMatch(/^sim_acct_/);
    const link = await provider.onboardingLink({
      accountId,
      returnUrl: "http://localhost:3000/ok",
      refreshUrl: "http://localhost:3000/again",
    });
    expect(link.url).toMatch(
      new RegExp(`^http://localhost:3000/pago-simulado/cuenta/${accountId}\\?return=`),
    );
    await expect(
      provider.transfer({ accountId: "acct_other", amountCents: 500, currency: "EUR", idempotencyKey: "p1" }),
    ).rejects.toThrow(/not created with the simulated provider/);
  });

  it("verifies the HMAC signature of its events", async () => {
    const event = {
      id: "evt_sim_1",
      type: "checkout.session.completed" as const,
      data: {
        sessionId: "sim_cs_1",
        providerPaymentId: "sim_pi_1",
        bookingId: "b-1",
        amountCents: 90_000,
        currency: "EUR",
        paymentStatus: "paid" as const,
      },
    };
    const { rawBody, headers } = provider.signEvent(event);
    expect(await provider.parseWebhook(rawBody, headers)).toEqual(event);
    await expect(provider.parseWebhook(rawBody.replace("90000", "1"), headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    const forged = { [SIMULATED_SIGNATURE_HEADER]: signSimulatedPayload("guessed-secret", rawBody) };
    await expect(provider.parseWebhook(rawBody, forged)).rejects.toBeInstanceOf(WebhookSignatureError);
    const stale = {
      [SIMULATED_SIGNATURE_HEADER]: signSimulatedPayload(
        "s3cret",
        rawBody,
        Math.floor(Date.now() / 1000) - 600,
      ),
    };
    await expect(provider.parseWebhook(rawBody, stale)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(rawBody, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
