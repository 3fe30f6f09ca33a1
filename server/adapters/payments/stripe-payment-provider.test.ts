import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStub, startStripeStub } from "../../testing/stripe-stub.ts";
import { ProviderRefusedError, WebhookSignatureError } from "./payment-provider.ts";
import { createStripePaymentProvider } from "./stripe-payment-provider.ts";

const WEBHOOK_SECRET = "whsec_test_secret_for_fixtures";
let stub: StripeStub;
let provider: ReturnType<typeof createStripePaymentProvider>;
// Only used to sign webhook fixtures, exactly as Stripe signs them.
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  stub = await startStripeStub();
  provider = createStripePaymentProvider({
    secretKey: "sk_test_stub",
    webhookSecret: WEBHOOK_SECRET,
    apiBase: stub.url,
  });
});
afterAll(async () => {
  await stub.close();
});

const checkoutInput = (overrides: Partial<Parameters<typeof provider.createCheckoutSession>[0]> = {}) => ({
  bookingId: "7a1f7c38-2f0e-4c57-9d0a-5b9b2d0c1a11",
  reference: "TRP-7K3M9Q",
  amountCents: 178_000,
  currency: "EUR",
  lineItemName: "Reserva de plaza",
  successUrl: "https://tropa.example/success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://tropa.example/cancel?booking=7a1f7c38-2f0e-4c57-9d0a-5b9b2d0c1a11",
  expiresAt: new Date(Date.now() + 45 * 60_000),
  idempotencyKey: "checkout_7a1f7c38",
  customerEmail: "viajero@example.test",
  locale: "es" as const,
  ...overrides,
});

const signed = (payload: object) => {
  const rawBody = JSON.stringify(payload);
  const header = signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: WEBHOOK_SECRET });
  return { rawBody, headers: { "Stripe-Signature": header } };
};

describe("Stripe checkout sessions", () => {
  it("creates a one-off payment session with the server's amount, the hold expiry and an idempotency key", async () => {
    const input = checkoutInput();
    const session = await provider.createCheckoutSession(input);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const req = stub.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(req.method).toBe("POST");
    expect(req.idempotencyKey).toBe("checkout_7a1f7c38");
    expect(req.body).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "178000",
      "line_items[0][price_data][product_data][name]": "Reserva de plaza",
      client_reference_id: input.bookingId,
      customer_email: "viajero@example.test",
      locale: "es",
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      "metadata[bookingId]": input.bookingId,
      "metadata[reference]": "TRP-7K3M9Q",
      "payment_intent_data[transfer_group]": "TRP-7K3M9Q",
    });
  });

  it("never asks Stripe for a session shorter than its 30-minute minimum", async () => {
    const before = Math.floor(Date.now() / 1000);
    await provider.createCheckoutSession(
      checkoutInput({ idempotencyKey: "short", expiresAt: new Date(Date.now() + 29 * 60_000) }),
    );
    const req = stub.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(Number(req.body.expires_at)).toBeGreaterThanOrEqual(before + 30 * 60);
  });

  it("returns the same session for a retried request with the same idempotency key", async () => {
    const a = await provider.createCheckoutSession(checkoutInput({ idempotencyKey: "retry-me" }));
    const b = await provider.createCheckoutSession(checkoutInput({ idempotencyKey: "retry-me" }));
    expect(b.id).toBe(a.id);
  });

  it("retrieves and expires sessions, and reports a paid one instead of expiring it", async () => {
    const open = await provider.createCheckoutSession(checkoutInput({ idempotencyKey: "to-expire" }));
    expect(await provider.expireSession(open.id)).toBe(true);
    expect((await provider.retrieveSession(open.id)).status).toBe("expired");

    const paid = await provider.createCheckoutSession(checkoutInput({ idempotencyKey: "to-pay" }));
    stub.completeSession(paid.id);
    expect(await provider.expireSession(paid.id)).toBe(false);
    const status = await provider.retrieveSession(paid.id);
    expect(status).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
      amountCents: 178_000,
      currency: "EUR",
    });
    expect(status.providerPaymentId).toMatch(/^pi_test_/);
    expect(status.bookingId).toBe("7a1f7c38-2f0e-4c57-9d0a-5b9b2d0c1a11");
  });
});

describe("Stripe refunds, Connect and transfers", () => {
  it("refunds part of a payment with an idempotency key", async () => {
    const result = await provider.refund({
      providerPaymentId: "pi_test_42",
      amountCents: 133_500,
      currency: "EUR",
      idempotencyKey: "refund_abc",
      bookingId: "b1",
    });
    expect(result.status).toBe("succeeded");
    expect(result.id).toMatch(/^re_test_/);
    const req = stub.requests.findLast((r) => r.path === "/v1/refunds")!;
    expect(req.idempotencyKey).toBe("refund_abc");
    expect(req.body).toMatchObject({
      payment_intent: "pi_test_42",
      amount: "133500",
      "metadata[bookingId]": "b1",
    });
  });

  it("creates an Express account, an onboarding link and a transfer", async () => {
    const { accountId } = await provider.createConnectedAccount({
      userId: "u1",
      email: "lucia@example.test",
      idempotencyKey: "acct_u1",
    });
    expect(accountId).toMatch(/^acct_test_/);
    expect(stub.requests.findLast((r) => r.path === "/v1/accounts")!.body).toMatchObject({
      type: "express",
      email: "lucia@example.test",
      "capabilities[transfers][requested]": "true",
    });
    const link = await provider.onboardingLink({
      accountId,
      returnUrl: "https://tropa.example/tropleader/dashboard?stripe_success=true",
      refreshUrl: "https://tropa.example/tropleader/dashboard?stripe_refresh=true",
    });
    expect(link.url).toContain(accountId);
    expect(stub.requests.findLast((r) => r.path === "/v1/account_links")!.body).toMatchObject({
      type: "account_onboarding",
      return_url: "https://tropa.example/tropleader/dashboard?stripe_success=true",
    });
    const transfer = await provider.transfer({
      accountId,
      amountCents: 160_200,
      currency: "EUR",
      idempotencyKey: "payout_1",
      transferGroup: "TRP-7K3M9Q",
    });
    expect(transfer.id).toMatch(/^tr_test_/);
    const req = stub.requests.findLast((r) => r.path === "/v1/transfers")!;
    expect(req.idempotencyKey).toBe("payout_1");
    expect(req.body).toMatchObject({ amount: "160200", currency: "eur", destination: accountId });
  });

  it("funds a payout's transfer from the booking's charge and says when Stripe refuses it", async () => {
    const transfer = await provider.transfer({
      accountId: "acct_test_guide",
      amountCents: 90_000,
      currency: "EUR",
      idempotencyKey: "payout_p1_0",
      transferGroup: "TRP-7K3M9Q",
      sourcePaymentId: "pi_test_paid",
      metadata: { payoutId: "p1" },
    });
    expect(transfer.id).toMatch(/^tr_test_/);
    const req = stub.requests.findLast((r) => r.path === "/v1/transfers")!;
    expect(req.body).toMatchObject({
      source_transaction: "ch_for_pi_test_paid",
      transfer_group: "TRP-7K3M9Q",
      "metadata[payoutId]": "p1",
    });
    const listed = await provider.listTransfers(new Date(Date.now() - 60_000));
    expect(listed).toContainEqual({
      id: transfer.id,
      amountCents: 90_000,
      currency: "EUR",
      reversed: false,
      payoutId: "p1",
    });
    await expect(
      provider.transfer({
        accountId: "acct_restricted",
        amountCents: 90_000,
        currency: "EUR",
        idempotencyKey: "payout_p2_0",
      }),
    ).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  it("normalizes transfer events, reversed or not, with the payout they pay", async () => {
    const transfer = {
      id: "tr_test_9",
      object: "transfer",
      amount: 90_000,
      amount_reversed: 90_000,
      reversed: true,
      metadata: { payoutId: "p1" },
    };
    const { rawBody, headers } = signed({
      id: "evt_test_tr_rev",
      object: "event",
      type: "transfer.reversed",
      data: { object: transfer },
    });
    expect(await provider.parseWebhook(rawBody, headers)).toEqual({
      id: "evt_test_tr_rev",
      type: "transfer.updated",
      data: { transferId: "tr_test_9", payoutId: "p1", reversed: true, amountCents: 90_000 },
    });
  });
});

describe("Stripe webhooks", () => {
  const completed = {
    id: "evt_test_completed_1",
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test_abc",
        object: "checkout.session",
        payment_intent: "pi_test_abc",
        payment_status: "paid",
        status: "complete",
        amount_total: 178_000,
        currency: "eur",
        client_reference_id: "b-1",
        metadata: { bookingId: "b-1", reference: "TRP-7K3M9Q" },
      },
    },
  };

  it("accepts a correctly signed event and normalizes it", async () => {
    const { rawBody, headers } = signed(completed);
    const event = await provider.parseWebhook(rawBody, headers);
    expect(event).toEqual({
      id: "evt_test_completed_1",
      type: "checkout.session.completed",
      data: {
        sessionId: "cs_test_abc",
        providerPaymentId: "pi_test_abc",
        bookingId: "b-1",
        amountCents: 178_000,
        currency: "EUR",
        paymentStatus: "paid",
      },
    });
  });

  it("rejects a body that was changed after signing", async () => {
    const { rawBody, headers } = signed(completed);
    const tampered = rawBody.replace("178000", "100");
    await expect(provider.parseWebhook(tampered, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("rejects a signature made with another secret, and a missing header", async () => {
    const rawBody = JSON.stringify(completed);
    const header = signer.webhooks.generateTestHeaderString({ payload: rawBody, secret: "whsec_other" });
    await expect(provider.parseWebhook(rawBody, { "stripe-signature": header })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.parseWebhook(rawBody, {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("rejects a replayed old signature", async () => {
    const rawBody = JSON.stringify(completed);
    const header = signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(provider.parseWebhook(rawBody, { "stripe-signature": header })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it("normalizes expiry, account and refund events, and passes others through", async () => {
    const expired = signed({
      id: "evt_2",
      object: "event",
      type: "checkout.session.expired",
      data: { object: { id: "cs_x", object: "checkout.session", metadata: { bookingId: "b-2" } } },
    });
    expect(await provider.parseWebhook(expired.rawBody, expired.headers)).toEqual({
      id: "evt_2",
      type: "checkout.session.expired",
      data: { sessionId: "cs_x", bookingId: "b-2" },
    });
    const account = signed({
      id: "evt_3",
      object: "event",
      type: "account.updated",
      data: { object: { id: "acct_1", object: "account", payouts_enabled: true, details_submitted: true } },
    });
    expect(await provider.parseWebhook(account.rawBody, account.headers)).toEqual({
      id: "evt_3",
      type: "account.updated",
      data: { accountId: "acct_1", payoutsEnabled: true, detailsSubmitted: true },
    });
    const refund = signed({
      id: "evt_4",
      object: "event",
      type: "refund.updated",
      data: { object: { id: "re_1", object: "refund", status: "failed" } },
    });
    expect(await provider.parseWebhook(refund.rawBody, refund.headers)).toEqual({
      id: "evt_4",
      type: "refund.updated",
      data: { refundId: "re_1", status: "failed" },
    });
    const other = signed({
      id: "evt_5",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1" } },
    });
    expect(await provider.parseWebhook(other.rawBody, other.headers)).toEqual({
      id: "evt_5",
      type: "other",
      data: { providerType: "customer.created" },
    });
  });
});
