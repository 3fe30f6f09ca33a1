import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PaymentEvent } from "../../adapters/payments/payment-provider.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, payments, payouts, refunds, webhookEvents } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { adminSettings } from "../../db/schema/platform.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, emailsTo, seatsTaken } from "../../testing/booking-fixtures.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { endOverdueHolds } from "./end-overdue-holds.ts";
import { getCheckoutOutcome } from "./get-checkout-outcome.ts";
import { handlePaymentEvent } from "./handle-payment-event.ts";
import { leaveCheckout } from "./leave-checkout.ts";
import { receivePaymentWebhook } from "./receive-payment-webhook.ts";
import { startCheckout } from "./start-checkout.ts";

const deps = useTestDeps();

async function pendingBooking(options: Parameters<typeof bookingScenario>[1] = {}, participants = 2) {
  const s = await bookingScenario(deps, options);
  const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, participants));
  const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, checkout.bookingId));
  return { ...s, checkout, sessionId: payment!.providerSessionId };
}

const completed = (id: string, sessionId: string, amountCents = 178_000): PaymentEvent => ({
  id,
  type: "checkout.session.completed",
  data: {
    sessionId,
    providerPaymentId: `sim_pi_${id}`,
    bookingId: null,
    amountCents,
    currency: "EUR",
    paymentStatus: "paid",
  },
});
const expired = (id: string, sessionId: string): PaymentEvent => ({
  id,
  type: "checkout.session.expired",
  data: { sessionId, bookingId: null },
});
const bookingRow = async (id: string) =>
  (await deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("paying on the simulated page", () => {
  it("confirms the booking through the signed webhook path, with commission, payout and emails", async () => {
    await deps.db
      .insert(adminSettings)
      .values({ key: "commission_rate", value: 0.15 })
      .onConflictDoUpdate({ target: adminSettings.key, set: { value: 0.15 } });
    const b = await pendingBooking();
    const { redirectTo } = await paySimulatedCheckout(deps, b.sessionId);
    expect(redirectTo).toBe(`/success?session_id=${b.sessionId}`);

    const booking = await bookingRow(b.checkout.bookingId);
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      holdExpiresAt: null,
      seatsHeld: true,
      commissionRate: 0.15,
      commissionCents: 26_700,
      tropleaderAmountCents: 151_300,
    });
    expect(booking.confirmedAt).toBeInstanceOf(Date);
    const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: "paid" });
    expect(payment!.providerPaymentId).toMatch(/^sim_pi_/);

    const [payout] = await deps.db.select().from(payouts).where(eq(payouts.bookingId, booking.id));
    expect(payout).toMatchObject({
      tropleaderId: b.tropleader.id,
      amountCents: 151_300,
      status: "awaiting_onboarding",
    });
    const due = new Date(`${b.departure.endDate}T09:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    expect(payout!.scheduledFor.toISOString()).toBe(due.toISOString());

    const travellerMail = await emailsTo(deps, b.traveller.email);
    expect(travellerMail.map((m) => m.template)).toEqual(["booking_confirmed"]);
    expect(travellerMail[0]!.text).toContain(b.checkout.reference);
    expect(travellerMail[0]!.text).toMatch(/1\.780\s€/);
    const leaderMail = await emailsTo(deps, b.tropleader.email);
    expect(leaderMail.map((m) => m.template)).toEqual(["booking_received"]);
    expect(leaderMail[0]!.text).toMatch(/1\.513\s€/);
    const notes = await deps.db.select().from(notifications).where(eq(notifications.userId, b.tropleader.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "booking_received", readAt: null });
    expect(notes[0]!.params).toMatchObject({ reference: b.checkout.reference, participants: 2 });
    await deps.db.delete(adminSettings).where(eq(adminSettings.key, "commission_rate"));
  });

  it("schedules the payout directly when the tropleader's payout account is enabled, at the default 10%", async () => {
    const b = await pendingBooking({ tropleaderAccountEnabled: true });
    await paySimulatedCheckout(deps, b.sessionId);
    const [payout] = await deps.db.select().from(payouts).where(eq(payouts.bookingId, b.checkout.bookingId));
    expect(payout).toMatchObject({ status: "scheduled", amountCents: 160_200 });
  });

  it("charges once when 'Pagar' is pressed twice", async () => {
    const b = await pendingBooking();
    await paySimulatedCheckout(deps, b.sessionId);
    await paySimulatedCheckout(deps, b.sessionId);
    expect(await emailsTo(deps, b.traveller.email)).toHaveLength(1);
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 2, status: "available" });
  });

  it("refuses to pay a session whose hold is over", async () => {
    const b = await pendingBooking();
    await endOverdueHolds(deps, new Date(Date.now() + 31 * 60_000));
    await expect(paySimulatedCheckout(deps, b.sessionId)).rejects.toMatchObject({
      messageKey: "booking:simulated.expired",
    });
  });
});

describe("provider events", () => {
  it("are applied once: a repeated delivery changes nothing", async () => {
    const b = await pendingBooking();
    expect(await handlePaymentEvent(deps, "simulated", completed("evt_dup_1", b.sessionId))).toEqual({
      duplicate: false,
    });
    expect(await handlePaymentEvent(deps, "simulated", completed("evt_dup_1", b.sessionId))).toEqual({
      duplicate: true,
    });
    // Another event for the same payment (e.g. async success after completion) is also harmless.
    expect(await handlePaymentEvent(deps, "simulated", completed("evt_dup_2", b.sessionId))).toEqual({
      duplicate: false,
    });
    expect(await emailsTo(deps, b.traveller.email)).toHaveLength(1);
    expect(
      await deps.db.select().from(payouts).where(eq(payouts.bookingId, b.checkout.bookingId)),
    ).toHaveLength(1);
    const recorded = await deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_dup_1"));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.processedAt).toBeInstanceOf(Date);
  });

  it("tolerate an expiry arriving after the payment", async () => {
    const b = await pendingBooking();
    await handlePaymentEvent(deps, "simulated", completed("evt_ooo_paid", b.sessionId));
    await handlePaymentEvent(deps, "simulated", expired("evt_ooo_expired", b.sessionId));
    expect((await bookingRow(b.checkout.bookingId)).status).toBe("confirmed");
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 2, status: "available" });
  });

  it("release the hold on the provider's expiry", async () => {
    const b = await pendingBooking();
    await handlePaymentEvent(deps, "simulated", expired("evt_exp_only", b.sessionId));
    expect(await bookingRow(b.checkout.bookingId)).toMatchObject({ status: "expired", seatsHeld: false });
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
  });

  it("confirm a payment whose session was never recorded (crash between provider call and insert)", async () => {
    const b = await pendingBooking();
    // The process died after the provider created the session and before the payments row was written.
    await deps.db.delete(payments).where(eq(payments.bookingId, b.checkout.bookingId));
    const event = completed("evt_recovered", b.sessionId);
    if (event.type === "checkout.session.completed") event.data.bookingId = b.checkout.bookingId;
    await handlePaymentEvent(deps, "simulated", event);
    expect(await bookingRow(b.checkout.bookingId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, b.checkout.bookingId));
    expect(payment).toMatchObject({ providerSessionId: b.sessionId, status: "paid", amountCents: 178_000 });
  });

  it("ignore a completed session that names no booking of ours", async () => {
    const event = completed("evt_stranger", "sim_cs_unknown");
    if (event.type === "checkout.session.completed") event.data.bookingId = "not-a-uuid";
    await handlePaymentEvent(deps, "simulated", event);
    expect(
      await deps.db.select().from(payments).where(eq(payments.providerSessionId, "sim_cs_unknown")),
    ).toHaveLength(0);
  });

  it("leave a payment with the wrong amount unconfirmed", async () => {
    const b = await pendingBooking();
    await handlePaymentEvent(deps, "simulated", completed("evt_wrong_amount", b.sessionId, 100));
    expect((await bookingRow(b.checkout.bookingId)).status).toBe("pending_payment");
  });

  it("are refused with a bad signature, and nothing is recorded", async () => {
    const b = await pendingBooking();
    const body = JSON.stringify(completed("evt_forged", b.sessionId));
    const receipt = await receivePaymentWebhook(deps, "simulated", body, {
      "tropa-simulated-signature": "t=1,v1=00",
    });
    expect(receipt.status).toBe(400);
    expect(
      await deps.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_forged")),
    ).toHaveLength(0);
    expect((await bookingRow(b.checkout.bookingId)).status).toBe("pending_payment");
    expect((await receivePaymentWebhook(deps, "stripe", body, {})).status).toBe(404);
  });
});

describe("hold expiry", () => {
  it("releases the seats of unpaid holds once their 30 minutes are over, and only theirs", async () => {
    const b = await pendingBooking({ departure: { maxParticipants: 2 } });
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 2, status: "full" });
    expect(await endOverdueHolds(deps, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect((await bookingRow(b.checkout.bookingId)).status).toBe("pending_payment");

    const released = await endOverdueHolds(deps, new Date(Date.now() + 31 * 60_000));
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(b.checkout.bookingId)).toMatchObject({ status: "expired", seatsHeld: false });
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, b.checkout.bookingId));
    expect(payment!.status).toBe("expired");
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
  });

  it("confirms a late payment when the seats are still free", async () => {
    const b = await pendingBooking();
    await endOverdueHolds(deps, new Date(Date.now() + 31 * 60_000));
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
    await handlePaymentEvent(deps, "simulated", completed("evt_late_ok", b.sessionId));
    expect(await bookingRow(b.checkout.bookingId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      seatsHeld: true,
    });
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 2, status: "available" });
    expect((await emailsTo(deps, b.traveller.email)).map((m) => m.template)).toEqual(["booking_confirmed"]);
  });

  it("refunds a late payment in full, with an email, when the seats are gone", async () => {
    const b = await pendingBooking({ departure: { maxParticipants: 2 } });
    await endOverdueHolds(deps, new Date(Date.now() + 31 * 60_000));
    const rival = toSessionUser(await createUser(deps.db, { name: "Otro Viajero" }));
    await startCheckout(deps, rival, bookingForm(b.departure.id, 2));

    await handlePaymentEvent(deps, "simulated", completed("evt_late_gone", b.sessionId));
    expect(await bookingRow(b.checkout.bookingId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      seatsHeld: false,
      cancellationReason: "late_payment_no_seats",
    });
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 2, status: "full" });
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.checkout.bookingId));
    expect(refund).toMatchObject({
      amountCents: 178_000,
      percent: 100,
      reason: "late_payment",
      status: "pending",
    });
    const mail = await emailsTo(deps, b.traveller.email);
    expect(mail.map((m) => m.template)).toEqual(["booking_payment_refunded"]);
    expect(mail[0]!.text).toMatch(/1\.780\s€/);
    expect(
      await deps.db.select().from(payouts).where(eq(payouts.bookingId, b.checkout.bookingId)),
    ).toHaveLength(0);

    await runDueJobs(deps, jobHandlers);
    const [paid] = await deps.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(paid!.status).toBe("succeeded");
    expect(paid!.providerRefundId).toMatch(/^sim_re_/);
  });
});

describe("the cancel and success pages", () => {
  it("/cancel releases the owner's hold at once and says nothing was charged", async () => {
    const b = await pendingBooking();
    const stranger = toSessionUser(await createUser(deps.db));
    await expect(leaveCheckout(deps, stranger, b.checkout.bookingId)).rejects.toMatchObject({
      code: "not_found",
    });
    const released = await leaveCheckout(deps, b.traveller, b.checkout.bookingId);
    expect(released.outcome).toBe("released");
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
    expect((await leaveCheckout(deps, b.traveller, b.checkout.bookingId)).outcome).toBe("ended");
  });

  it("/cancel leaves a paid booking alone", async () => {
    const b = await pendingBooking();
    await paySimulatedCheckout(deps, b.sessionId);
    expect((await leaveCheckout(deps, b.traveller, b.checkout.bookingId)).outcome).toBe("paid");
    expect((await bookingRow(b.checkout.bookingId)).status).toBe("confirmed");
  });

  it("/success shows the real status to the owner only", async () => {
    const b = await pendingBooking();
    expect((await getCheckoutOutcome(deps, b.traveller, b.sessionId)).status).toBe("pending_payment");
    await paySimulatedCheckout(deps, b.sessionId);
    const outcome = await getCheckoutOutcome(deps, b.traveller, b.sessionId);
    expect(outcome).toMatchObject({
      status: "confirmed",
      reference: b.checkout.reference,
      tripTitle: "Surf en Peniche",
      participants: 2,
      totalCents: 178_000,
    });
    const stranger = toSessionUser(await createUser(deps.db));
    await expect(getCheckoutOutcome(deps, stranger, b.sessionId)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(getCheckoutOutcome(deps, null, b.sessionId)).rejects.toMatchObject({
      code: "unauthenticated",
    });
  });
});

describe("payout accounts", () => {
  it("account.updated enables the account and releases the payouts that waited for it", async () => {
    const b = await pendingBooking();
    await paySimulatedCheckout(deps, b.sessionId);
    const { tropleaderProfiles } = await import("../../db/schema/users.ts");
    await deps.db
      .update(tropleaderProfiles)
      .set({ stripeAccountId: "sim_acct_waiting" })
      .where(eq(tropleaderProfiles.userId, b.tropleader.id));
    await handlePaymentEvent(deps, "simulated", {
      id: "evt_acct_1",
      type: "account.updated",
      data: { accountId: "sim_acct_waiting", payoutsEnabled: true, detailsSubmitted: true },
    });
    const [profile] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, b.tropleader.id));
    expect(profile).toMatchObject({ stripeAccountEnabled: true, stripeOnboardingComplete: true });
    const rows = await deps.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.tropleaderId, b.tropleader.id), eq(payouts.status, "scheduled")));
    expect(rows).toHaveLength(1);
  });
});
