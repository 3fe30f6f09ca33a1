import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripePaymentProvider } from "../../adapters/payments/stripe-payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { payments, payouts } from "../../db/schema/bookings.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { type StripeStub, startStripeStub } from "../../testing/stripe-stub.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { receivePaymentWebhook } from "../bookings/receive-payment-webhook.ts";
import { payDuePayouts } from "./pay-due-payouts.ts";

const WEBHOOK_SECRET = "whsec_payouts_stub";
let deps: AppDeps & { close(): Promise<void> };
let stub: StripeStub;
let stripeDeps: AppDeps;
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  deps = await createTestDeps();
  stub = await startStripeStub();
  stripeDeps = {
    ...deps,
    payments: createStripePaymentProvider({
      secretKey: "sk_test_stub",
      webhookSecret: WEBHOOK_SECRET,
      apiBase: stub.url,
    }),
  };
});
afterAll(async () => {
  await stub.close();
  await deps.close();
});

/** A paid booking whose charge is a Stripe payment intent and whose guide has this Connect account. */
async function stripeScenario(accountId: string) {
  const d = await paidDeparture(deps);
  const { bookingId } = d.booked[0]!;
  await deps.db
    .update(payments)
    .set({ providerPaymentId: `pi_test_${bookingId.slice(0, 8)}` })
    .where(eq(payments.bookingId, bookingId));
  await deps.db
    .update(tropleaderProfiles)
    .set({ stripeAccountId: accountId, stripeAccountEnabled: true })
    .where(eq(tropleaderProfiles.userId, d.tropleader.id));
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.bookingId, bookingId));
  return { ...d, bookingId, payout: payout! };
}

const transferRequests = (payoutId: string) =>
  stub.requests.filter(
    (r) => r.path === "/v1/transfers" && r.method === "POST" && r.body["metadata[payoutId]"] === payoutId,
  );

describe("the payout job against the Stripe API (local stub)", () => {
  it("transfers the share from the booking's charge with an idempotency key per payout", async () => {
    const s = await stripeScenario("acct_test_guide1");
    expect((await payDuePayouts(stripeDeps, { now: s.after, tropleaderId: s.tropleader.id })).paid).toBe(1);
    const [request] = transferRequests(s.payout.id);
    expect(request?.idempotencyKey).toBe(`payout_${s.payout.id}_0`);
    expect(request?.body).toMatchObject({
      amount: "160200",
      currency: "eur",
      destination: "acct_test_guide1",
      source_transaction: `ch_for_pi_test_${s.bookingId.slice(0, 8)}`,
      transfer_group: s.booked[0]!.reference,
    });
    const [paid] = await deps.db.select().from(payouts).where(eq(payouts.id, s.payout.id));
    expect(paid).toMatchObject({ status: "paid", providerTransferId: expect.stringMatching(/^tr_test_/) });
  });

  it("a refused transfer is retried later under a new key and then paid", async () => {
    const s = await stripeScenario("acct_restricted_2");
    expect((await payDuePayouts(stripeDeps, { now: s.after, tropleaderId: s.tropleader.id })).retrying).toBe(
      1,
    );
    const [refused] = await deps.db.select().from(payouts).where(eq(payouts.id, s.payout.id));
    expect(refused).toMatchObject({ status: "scheduled", attempts: 1 });
    expect(refused?.lastError).toMatch(/cannot receive transfers/);
    // The guide fixes their account; the next attempt, after the back-off, goes through.
    await deps.db
      .update(tropleaderProfiles)
      .set({ stripeAccountId: "acct_test_fixed2" })
      .where(eq(tropleaderProfiles.userId, s.tropleader.id));
    const later = new Date(s.after.getTime() + 3_600_000 + 1_000);
    expect((await payDuePayouts(stripeDeps, { now: later, tropleaderId: s.tropleader.id })).paid).toBe(1);
    expect(transferRequests(s.payout.id).map((r) => r.idempotencyKey)).toEqual([
      `payout_${s.payout.id}_0`,
      `payout_${s.payout.id}_1`,
    ]);
  });

  it("a signed transfer.reversed webhook marks the payout reversed, once", async () => {
    const s = await stripeScenario("acct_test_guide3");
    await payDuePayouts(stripeDeps, { now: s.after, tropleaderId: s.tropleader.id });
    const [paid] = await deps.db.select().from(payouts).where(eq(payouts.id, s.payout.id));
    const payload = JSON.stringify({
      id: `evt_test_rev_${s.payout.id}`,
      object: "event",
      type: "transfer.reversed",
      data: {
        object: {
          id: paid!.providerTransferId,
          object: "transfer",
          amount: 160_200,
          amount_reversed: 160_200,
          reversed: true,
          metadata: { payoutId: s.payout.id },
        },
      },
    });
    const headers = {
      "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };
    expect((await receivePaymentWebhook(stripeDeps, "stripe", payload, headers)).status).toBe(200);
    const again = await receivePaymentWebhook(stripeDeps, "stripe", payload, headers);
    expect(again.status).toBe(200);
    const [reversed] = await deps.db.select().from(payouts).where(eq(payouts.id, s.payout.id));
    expect(reversed).toMatchObject({ status: "reversed" });
    const forged = await receivePaymentWebhook(stripeDeps, "stripe", payload.replace("160200", "1"), headers);
    expect(forged.status).toBe(400);
  });
});
