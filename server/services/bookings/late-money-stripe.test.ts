import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, refunds } from "../../db/schema/bookings.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { createUser, DEMO_PASSWORD } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, seatsTaken } from "../../testing/booking-fixtures.ts";
import { completedEvent, useStripeTestDeps } from "../../testing/stripe-test-deps.ts";
import { reconcileLedger } from "../ledger/reconcile-ledger.ts";
import { deleteAccount } from "../privacy/delete-account.ts";
import { suspendUser } from "../users/suspend-user.ts";
import { startCheckout } from "./start-checkout.ts";

const WEBHOOK_SECRET = "whsec_late_money";
const stripe = useStripeTestDeps(WEBHOOK_SECRET);
const { deps, stub } = stripe;

const deliver = (id: string, session: object) => stripe.deliver(completedEvent(id, session));

async function openStripeCheckout() {
  const s = await bookingScenario(deps);
  const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
  return { ...s, checkout, sessionId: checkout.checkoutUrl.split("/").pop()! };
}

describe("late money with Stripe (issue 33)", () => {
  it("deleting the account expires its open session at Stripe and gives the seats back", async () => {
    const b = await openStripeCheckout();
    await deleteAccount(deps, b.traveller, { password: DEMO_PASSWORD, confirm: "on" });
    expect(stub.requests.some((r) => r.path === `/v1/checkout/sessions/${b.sessionId}/expire`)).toBe(true);
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.checkout.bookingId));
    expect(booking!.status).toBe("expired");
  });

  it("a session Stripe had already paid cannot be expired: the payment is refunded once through Stripe", async () => {
    const admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
    const b = await openStripeCheckout();
    const paid = stub.completeSession(b.sessionId);
    // Suspending the guide tries to expire the session, Stripe refuses (paid), the payment is applied at once.
    await suspendUser(deps, admin, b.tropleader.id);
    // The webhook arrives afterwards, twice, and again with another event id.
    for (const id of ["evt_late_stripe", "evt_late_stripe", "evt_late_stripe_2"]) {
      expect((await deliver(id, paid)).status).toBe(200);
    }
    await runDueJobs(deps, jobHandlers);

    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.checkout.bookingId));
    expect(booking).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancellationReason: "late_payment_tropleader_suspended",
    });
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
    const rows = await deps.db.select().from(refunds).where(eq(refunds.bookingId, booking!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 178_000, status: "succeeded" });
    const calls = stub.requests.filter(
      (r) => r.path === "/v1/refunds" && r.idempotencyKey === `refund_${rows[0]!.id}`,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ payment_intent: paid.payment_intent, amount: "178000" });
    expect((await reconcileLedger(deps, { trigger: "admin" })).differences).toEqual([]);
  });
});
