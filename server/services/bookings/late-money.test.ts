import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { UnsellableCause } from "#core/rules/booking-sale";
import { isSimulatedProvider } from "../../adapters/payments/simulated-payment-provider.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, payments, payouts, refunds } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { createUser, DEMO_PASSWORD } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, emailsTo, seatsTaken } from "../../testing/booking-fixtures.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelDeparture } from "../departures/cancel-departure.ts";
import { reconcileLedger } from "../ledger/reconcile-ledger.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { deleteAccount } from "../privacy/delete-account.ts";
import { suspendUser } from "../users/suspend-user.ts";
import { getCheckoutOutcome } from "./get-checkout-outcome.ts";
import { receivePaymentWebhook } from "./receive-payment-webhook.ts";
import { startCheckout } from "./start-checkout.ts";

const deps = useTestDeps();
const admin = useAdmin(deps, { name: "Admin Tropa", locale: "en" });

/** A traveller's open checkout for 2 seats (178.000 cents) on a fresh departure. */
async function openCheckout() {
  const s = await bookingScenario(deps);
  const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
  const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, checkout.bookingId));
  expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 2, status: "available" });
  return { ...s, checkout, sessionId: payment!.providerSessionId };
}

/** The simulated provider delivers a signed checkout.session.completed through the webhook path. */
async function deliverCompleted(eventId: string, sessionId: string, bookingId: string) {
  const provider = deps.payments;
  if (!isSimulatedProvider(provider)) throw new Error("simulated provider expected");
  const { rawBody, headers } = provider.signEvent({
    id: eventId,
    type: "checkout.session.completed",
    data: {
      sessionId,
      providerPaymentId: provider.paymentIdFor(sessionId),
      bookingId,
      amountCents: 178_000,
      currency: "EUR",
      paymentStatus: "paid",
    },
  });
  return receivePaymentWebhook(deps, "simulated", rawBody, headers);
}

type Opened = Awaited<ReturnType<typeof openCheckout>>;

/** The checkout was closed: booking expired, seats back, payments row and provider session expired. */
async function expectClosed(b: Opened) {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.checkout.bookingId));
  expect(booking).toMatchObject({ status: "expired", seatsHeld: false });
  expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
  const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, b.checkout.bookingId));
  expect(payment!.status).toBe("expired");
  expect((await deps.payments.retrieveSession(b.sessionId)).status).toBe("expired");
}

/** Three deliveries (the same event twice, then another id for the same session), then the refund job. */
async function payLate(b: Opened, tag: string) {
  for (const id of [`evt_late_${tag}`, `evt_late_${tag}`, `evt_late_${tag}_again`]) {
    expect((await deliverCompleted(id, b.sessionId, b.checkout.bookingId)).status).toBe(200);
  }
  await runDueJobs(deps, jobHandlers);
}

/** Nothing booked, one full refund paid through the provider, why in the audit log, the ledger clean. */
async function expectRefunded(b: Opened, cause: UnsellableCause) {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.checkout.bookingId));
  expect(booking).toMatchObject({
    status: "cancelled",
    paymentStatus: "refunded",
    seatsHeld: false,
    cancellationReason: `late_payment_${cause}`,
  });
  expect(await seatsTaken(deps, b.departure.id)).toMatchObject({ taken: 0 });
  const rows = await deps.db.select().from(refunds).where(eq(refunds.bookingId, booking!.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    amountCents: 178_000,
    percent: 100,
    reason: "late_payment",
    status: "succeeded",
  });
  expect(rows[0]!.providerRefundId).toMatch(/^sim_re_/);
  expect(await deps.db.select().from(payouts).where(eq(payouts.bookingId, booking!.id))).toEqual([]);
  const audit = await deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, booking!.id), eq(auditLog.action, "booking.late_payment_refunded")));
  expect(audit).toHaveLength(1);
  expect(audit[0]!.data).toMatchObject({ reason: cause, amountCents: 178_000, refundId: rows[0]!.id });

  // Every admin is told, by email and in the app, with the cause.
  const notes = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, admin.id), eq(notifications.type, "late_payment_refunded")));
  const mine = notes.filter((n) => (n.params as { reference?: string }).reference === b.checkout.reference);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.params).toMatchObject({ cause, amountCents: 178_000 });
  const adminMail = (await emailsTo(deps, admin.email)).filter((m) =>
    m.subject.includes(b.checkout.reference),
  );
  expect(adminMail.map((m) => m.template)).toEqual(["late_payment_refunded_admin"]);

  const run = await reconcileLedger(deps, { trigger: "admin" });
  expect(run.differences).toEqual([]);
}

describe("money that arrives for a checkout that can no longer be sold (issue 33)", () => {
  it("(a) account deleted: the checkout closes, a payment in flight is refunded once, nobody to email", async () => {
    const b = await openCheckout();
    const email = b.traveller.email;
    await deleteAccount(deps, b.traveller, { password: DEMO_PASSWORD, confirm: "on" });
    await expectClosed(b);

    // 'Pagar' from a page that no longer shows the session open is refused; one already in flight is charged.
    await expect(paySimulatedCheckout(deps, b.sessionId)).rejects.toMatchObject({
      messageKey: "booking:simulated.expired",
    });
    await paySimulatedCheckout(deps, b.sessionId, { shownOpenAt: new Date(Date.now() - 60_000) });
    await payLate(b, "deleted");
    await expectRefunded(b, "traveller_deleted");

    const [person] = await deps.db.select().from(users).where(eq(users.id, b.traveller.id));
    expect((await emailsTo(deps, email)).map((m) => m.template)).toEqual(["account_deleted"]);
    expect(await emailsTo(deps, person!.email)).toEqual([]);
    // The payment result page still answers the visitor whose session is gone, with the reason.
    expect(await getCheckoutOutcome(deps, null, b.sessionId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      cancellationReason: "late_payment_traveller_deleted",
    });
  });

  it("(b) traveller suspended: the checkout closes, the late payment is refunded and the traveller told", async () => {
    const b = await openCheckout();
    await suspendUser(deps, admin, b.traveller.id);
    await expectClosed(b);
    await payLate(b, "suspended");
    await expectRefunded(b, "traveller_suspended");
    const mail = await emailsTo(deps, b.traveller.email);
    expect(mail.map((m) => m.template)).toEqual(["booking_payment_refunded"]);
    expect(mail[0]!.text).toContain("suspendida");
    expect(mail[0]!.text).toContain(b.checkout.reference);
    expect((await getCheckoutOutcome(deps, null, b.sessionId)).cancellationReason).toBe(
      "late_payment_traveller_suspended",
    );
  });

  it("(c) tropleader suspended: every open checkout on their departures closes; a late payment is refunded", async () => {
    const b = await openCheckout();
    await suspendUser(deps, admin, b.tropleader.id);
    await expectClosed(b);
    await payLate(b, "guide");
    await expectRefunded(b, "tropleader_suspended");
    const mail = await emailsTo(deps, b.traveller.email);
    expect(mail.map((m) => m.template)).toEqual(["booking_payment_refunded"]);
    expect(mail[0]!.text).toContain("tropleader");
    // The traveller can still sign in: the result page asks them to, as before.
    await expect(getCheckoutOutcome(deps, null, b.sessionId)).rejects.toMatchObject({
      code: "unauthenticated",
    });
    expect((await getCheckoutOutcome(deps, b.traveller, b.sessionId)).status).toBe("cancelled");
  });

  it("(d) departure cancelled: a late payment is refunded, not confirmed on a cancelled departure", async () => {
    const b = await openCheckout();
    await cancelDeparture(deps, b.tropleaderUser, b.trip.id, b.departure.id);
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.checkout.bookingId));
    expect(booking).toMatchObject({ status: "expired", seatsHeld: false });
    await payLate(b, "cancelled");
    await expectRefunded(b, "departure_cancelled");
    const mail = await emailsTo(deps, b.traveller.email);
    expect(mail.map((m) => m.template)).toContain("booking_payment_refunded");
  });

  it("a hold that was never closed is refunded too, and its seats go back (a guide suspended before this rule)", async () => {
    const b = await openCheckout();
    // Suspended without closing anything, as an account suspended before issue 33 was.
    await deps.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, b.tropleader.id));
    await payLate(b, "legacy");
    await expectRefunded(b, "tropleader_suspended");
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });
  });

  it("a late payment on an active account with free seats is still confirmed", async () => {
    const b = await openCheckout();
    await paySimulatedCheckout(deps, b.sessionId);
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.checkout.bookingId));
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(await deps.db.select().from(refunds).where(eq(refunds.bookingId, booking!.id))).toEqual([]);
  });

  it("suspending a traveller leaves other travellers' checkouts alone", async () => {
    const b = await openCheckout();
    const other = toSessionUser(await createUser(deps.db, { name: "Otra Viajera" }));
    const theirs = await startCheckout(deps, other, bookingForm(b.departure.id, 1));
    await suspendUser(deps, admin, b.traveller.id);
    const [kept] = await deps.db.select().from(bookings).where(eq(bookings.id, theirs.bookingId));
    expect(kept).toMatchObject({ status: "pending_payment", seatsHeld: true });
    expect(await seatsTaken(deps, b.departure.id)).toMatchObject({ taken: 1 });
    const [suspendAudit] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, b.traveller.id), eq(auditLog.action, "user.suspend")));
    expect(suspendAudit!.data).toMatchObject({ closedCheckouts: 1 });
    expect(await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, other.email))).toEqual([]);
  });
});
