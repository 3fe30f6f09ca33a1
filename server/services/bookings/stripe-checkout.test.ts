import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, refunds, webhookEvents } from "../../db/schema/bookings.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { bookingForm, bookingScenario, seatsTaken } from "../../testing/booking-fixtures.ts";
import { completedEvent, useStripeTestDeps } from "../../testing/stripe-test-deps.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { endOverdueHolds } from "./end-overdue-holds.ts";
import { getCheckoutOutcome } from "./get-checkout-outcome.ts";
import { startCheckout } from "./start-checkout.ts";

const WEBHOOK_SECRET = "whsec_service_test";
const stripe = useStripeTestDeps(WEBHOOK_SECRET);
const { deps, stub } = stripe;

const deliver = (event: object, secret?: string) => stripe.deliver(event, secret);

describe("checkout with Stripe", () => {
  it("creates the session at Stripe, confirms on the signed webhook, and refunds through Stripe", async () => {
    const s = await bookingScenario(deps, { startInDays: 50 });
    const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const created = stub.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(created.idempotencyKey).toBe(`checkout_${checkout.bookingId}`);
    expect(created.body).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "178000",
      "line_items[0][price_data][product_data][name]": "Reserva de plaza",
      success_url: "http://localhost:3999/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `http://localhost:3999/cancel?booking=${checkout.bookingId}`,
      client_reference_id: checkout.bookingId,
    });
    const sessionId = checkout.checkoutUrl.split("/").pop()!;

    // A forged delivery is refused and changes nothing.
    const paid = stub.completeSession(sessionId);
    const forged = await deliver(completedEvent("evt_forged", paid), "whsec_attacker");
    expect(forged.status).toBe(400);
    expect(
      (await deps.db.select().from(bookings).where(eq(bookings.id, checkout.bookingId)))[0]!.status,
    ).toBe("pending_payment");

    const ok = await deliver(completedEvent("evt_paid_1", paid));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(completedEvent("evt_paid_1", paid));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(
      await deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_paid_1")),
    ).toHaveLength(1);

    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, checkout.bookingId));
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "paid", commissionCents: 17_800 });

    const cancelled = await cancelBooking(deps, s.traveller, checkout.bookingId);
    expect(cancelled).toMatchObject({ percent: 100, refundCents: 178_000 });
    await runDueJobs(deps, jobHandlers);
    const refundCall = stub.requests.findLast((r) => r.path === "/v1/refunds")!;
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.bookingId, checkout.bookingId));
    expect(refundCall.idempotencyKey).toBe(`refund_${refund!.id}`);
    expect(refundCall.body).toMatchObject({ payment_intent: paid.payment_intent, amount: "178000" });
    expect(refund).toMatchObject({ status: "succeeded" });
    expect(refund!.providerRefundId).toMatch(/^re_test_/);
  });

  it("/success asks Stripe when the browser is faster than the webhook", async () => {
    const s = await bookingScenario(deps);
    const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 1));
    const sessionId = checkout.checkoutUrl.split("/").pop()!;
    stub.completeSession(sessionId);
    const outcome = await getCheckoutOutcome(deps, s.traveller, sessionId);
    expect(outcome.status).toBe("confirmed");
    // The real webhook arriving afterwards finds the payment applied.
    const late = await deliver(completedEvent("evt_after_sync", stub.sessions.get(sessionId)!));
    expect(late.status).toBe(200);
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 1, status: "available" });
  });

  it("expires the Stripe session with the hold, and confirms a session paid just before it closed", async () => {
    const s = await bookingScenario(deps, { departure: { maxParticipants: 4 } });
    const unpaid = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 1));
    const other = await bookingScenario(deps);
    const racing = await startCheckout(deps, other.traveller, bookingForm(s.departure.id, 2));
    stub.completeSession(racing.checkoutUrl.split("/").pop()!);

    await endOverdueHolds(deps, new Date(Date.now() + 31 * 60_000));
    const unpaidId = unpaid.checkoutUrl.split("/").pop()!;
    expect(stub.requests.some((r) => r.path === `/v1/checkout/sessions/${unpaidId}/expire`)).toBe(true);
    expect(stub.sessions.get(unpaidId)!.status).toBe("expired");
    const [racingBooking] = await deps.db.select().from(bookings).where(eq(bookings.id, racing.bookingId));
    expect(racingBooking!.status).toBe("confirmed");
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 2, status: "available" });
  });
});
