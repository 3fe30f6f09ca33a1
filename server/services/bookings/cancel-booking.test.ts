import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, payments, payouts, refunds } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { createBooking, createUser } from "../../seed/factories.ts";
import {
  bookingForm,
  bookingScenario,
  emailsTo,
  platformDateFromToday,
  seatsTaken,
} from "../../testing/booking-fixtures.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { previewCancellation } from "./preview-cancellation.ts";
import { startCheckout } from "./start-checkout.ts";

const deps = useTestDeps();

/** Noon UTC today: the same calendar day in Madrid, so "days before" is exactly the fixture's offset. */
const noonToday = () => new Date(`${platformDateFromToday(0)}T12:00:00Z`);

/** A booking paid through the real checkout (payment, commission and payout rows as in production). */
async function paidBooking(startInDays: number, participants = 2) {
  const s = await bookingScenario(deps, { startInDays });
  const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, participants));
  const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, checkout.bookingId));
  await paySimulatedCheckout(deps, payment!.providerSessionId);
  await deps.db.delete((await import("../../db/schema/platform.ts")).emailOutbox);
  return { ...s, bookingId: checkout.bookingId };
}

describe("refunds by tier", () => {
  it.each([
    [45, 100, 178_000],
    [31, 100, 178_000],
    [30, 75, 133_500],
    [15, 75, 133_500],
    [14, 50, 89_000],
    [7, 50, 89_000],
    [6, 0, 0],
    [1, 0, 0],
  ])("%i days before departure: %i percent back (%i cents)", async (days, percent, refundCents) => {
    const b = await paidBooking(days);
    const now = noonToday();
    const preview = await previewCancellation(deps, b.traveller, b.bookingId, now);
    expect(preview).toMatchObject({
      kind: "refund",
      daysBefore: days,
      paidCents: 178_000,
      percent,
      refundCents,
    });

    const done = await cancelBooking(deps, b.traveller, b.bookingId, {
      expectedRefundCents: refundCents,
      now,
    });
    expect(done.refundCents).toBe(refundCents);
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    expect(booking).toMatchObject({
      status: "cancelled",
      seatsHeld: false,
      cancellationReason: "traveller_cancellation",
      paymentStatus: percent === 100 ? "refunded" : percent === 0 ? "paid" : "partially_refunded",
    });
    expect(await seatsTaken(deps, b.departure.id)).toEqual({ taken: 0, status: "available" });

    const rows = await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId));
    if (refundCents === 0) {
      expect(rows).toHaveLength(0);
    } else {
      expect(rows).toMatchObject([
        { amountCents: refundCents, percent, reason: "traveller_cancellation", status: "pending" },
      ]);
      await runDueJobs(deps, jobHandlers);
      const [paid] = await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId));
      expect(paid).toMatchObject({ status: "succeeded" });
      expect(paid!.providerRefundId).toMatch(/^sim_re_/);
    }

    const [payout] = await deps.db.select().from(payouts).where(eq(payouts.bookingId, b.bookingId));
    const kept = 178_000 - refundCents;
    if (kept === 0) expect(payout!.status).toBe("cancelled");
    else
      expect(payout).toMatchObject({
        status: "awaiting_onboarding",
        amountCents: kept - Math.floor((kept * 1000 + 5000) / 10000),
      });
    expect(booking!.commissionCents! + booking!.tropleaderAmountCents!).toBe(kept);

    const travellerMail = await emailsTo(deps, b.traveller.email);
    expect(travellerMail.map((m) => m.template)).toEqual(["booking_cancelled"]);
    expect(travellerMail[0]!.text).toContain(refundCents > 0 ? `${percent}%` : "no corresponde reembolso");
    expect((await emailsTo(deps, b.tropleader.email)).map((m) => m.template)).toEqual([
      "booking_cancelled_tropleader",
    ]);
  });
});

describe("cancelBooking rules", () => {
  it("refuses when the tier changed since the traveller saw it", async () => {
    const b = await paidBooking(31);
    // The page showed the 75% tier's amount, but today the booking is in the 100% tier: nothing happens.
    await expect(
      cancelBooking(deps, b.traveller, b.bookingId, { expectedRefundCents: 133_500, now: noonToday() }),
    ).rejects.toMatchObject({ code: "conflict", messageKey: "booking:errors.refundChanged" });
    expect((await deps.db.select().from(bookings).where(eq(bookings.id, b.bookingId)))[0]!.status).toBe(
      "confirmed",
    );
  });

  it("only lets the owner cancel, once, and not on or after the departure day", async () => {
    const b = await paidBooking(20);
    const stranger = toSessionUser(await createUser(deps.db));
    await expect(cancelBooking(deps, stranger, b.bookingId)).rejects.toMatchObject({ code: "not_found" });
    await expect(previewCancellation(deps, null, b.bookingId)).rejects.toMatchObject({
      code: "unauthenticated",
    });
    await cancelBooking(deps, b.traveller, b.bookingId, { now: noonToday() });
    await expect(cancelBooking(deps, b.traveller, b.bookingId, { now: noonToday() })).rejects.toMatchObject({
      messageKey: "booking:errors.notCancellable",
    });
    expect(await deps.db.select().from(refunds).where(eq(refunds.bookingId, b.bookingId))).toHaveLength(1);

    const today = await bookingScenario(deps, { startInDays: 0 });
    const started = await createBooking(deps.db, {
      userId: today.traveller.id,
      departureId: today.departure.id,
    });
    await expect(previewCancellation(deps, today.traveller, started.id, noonToday())).rejects.toMatchObject({
      messageKey: "booking:errors.cancelTooLate",
    });
  });

  it("cancels a seeded booking (factory payment) and records it in the audit log", async () => {
    const s = await bookingScenario(deps, { startInDays: 40 });
    const seeded = await createBooking(deps.db, {
      userId: s.traveller.id,
      departureId: s.departure.id,
      participants: 1,
    });
    const done = await cancelBooking(deps, s.traveller, seeded.id, { now: noonToday() });
    expect(done).toMatchObject({ percent: 100, refundCents: 89_000 });
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, seeded.id));
    expect(audit).toMatchObject([{ action: "booking.cancelled", actorId: s.traveller.id }]);
    await runDueJobs(deps, jobHandlers);
    const [refund] = await deps.db.select().from(refunds).where(eq(refunds.bookingId, seeded.id));
    expect(refund!.status).toBe("succeeded");
  });

  it("releases an unpaid hold without any refund", async () => {
    const s = await bookingScenario(deps);
    const checkout = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
    const preview = await previewCancellation(deps, s.traveller, checkout.bookingId);
    expect(preview).toMatchObject({ kind: "release", refundCents: 0 });
    await cancelBooking(deps, s.traveller, checkout.bookingId);
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 0, status: "available" });
    expect(
      await deps.db.select().from(refunds).where(eq(refunds.bookingId, checkout.bookingId)),
    ).toHaveLength(0);
  });
});
