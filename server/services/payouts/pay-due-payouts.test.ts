import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ProviderRefusedError } from "../../adapters/payments/payment-provider.ts";
import { isSimulatedProvider } from "../../adapters/payments/simulated-payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { payouts, simulatedTransfers, tropleaderDebts } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { handlePaymentEvent } from "../bookings/handle-payment-event.ts";
import { getFinanceSummary, readFinancePeriod } from "../ledger/get-finance-summary.ts";
import { issueAdminRefund } from "../refunds/issue-admin-refund.ts";
import { listTropleaderPayouts, readPayoutHistoryPlace } from "./list-tropleader-payouts.ts";
import { payDuePayouts } from "./pay-due-payouts.ts";
import { retryPayout } from "./retry-payout.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

const payoutOf = async (bookingId: string) =>
  (await deps.db.select().from(payouts).where(eq(payouts.bookingId, bookingId)))[0]!;
const transfersFor = (reference: string) =>
  deps.db.select().from(simulatedTransfers).where(eq(simulatedTransfers.transferGroup, reference));
const withTransfer = (transfer: AppDeps["payments"]["transfer"]): AppDeps => ({
  ...deps,
  payments: { ...deps.payments, transfer },
});

describe("the payout job", () => {
  it("pays the guide's share on its date (7 days after the trip), never before, once", async () => {
    const d = await paidDeparture(deps);
    const { bookingId, reference } = d.booked[0]!;
    expect(d.due.toISOString().slice(0, 10)).toBe(
      new Date(Date.parse(`${d.departure.endDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
    );
    const early = await payDuePayouts(deps, {
      now: new Date(d.due.getTime() - 60_000),
      tropleaderId: d.tropleader.id,
    });
    expect(early.paid).toBe(0);
    expect((await payoutOf(bookingId)).status).toBe("scheduled");

    // Two instances at the same moment: one transfer.
    const runs = await Promise.all([
      payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id }),
      payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id }),
    ]);
    expect(runs[0]!.paid + runs[1]!.paid).toBe(1);
    const payout = await payoutOf(bookingId);
    expect(payout).toMatchObject({
      status: "paid",
      amountCents: 160_200,
      netCents: 160_200,
      deductedCents: 0,
    });
    const transfers = await transfersFor(reference);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      id: payout.providerTransferId,
      accountId: "sim_acct_ready",
      amountCents: 160_200,
      currency: "EUR",
      metadata: { payoutId: payout.id, bookingReference: reference },
    });
    expect(transfers[0]!.sourcePaymentId).toMatch(/^sim_pi_/);
    expect((await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id })).paid).toBe(0);
    // The simulated provider's ledger holds the transfer on the guide's account.
    const provider = deps.payments;
    if (!isSimulatedProvider(provider)) throw new Error("simulated provider expected");
    const [balance] = await provider.balanceOf("sim_acct_ready");
    expect(balance?.cents).toBeGreaterThanOrEqual(160_200);
    const told = await deps.db.select().from(notifications).where(eq(notifications.userId, d.tropleader.id));
    expect(told.filter((n) => n.type === "payout_paid")).toHaveLength(1);
  });

  it("waits for the payout account, then pays as soon as onboarding completes", async () => {
    const d = await paidDeparture(deps, { accountEnabled: false });
    const { bookingId } = d.booked[0]!;
    await deps.db
      .update(payouts)
      .set({ scheduledFor: new Date(Date.now() - 60_000) })
      .where(eq(payouts.bookingId, bookingId));
    await payDuePayouts(deps, { tropleaderId: d.tropleader.id });
    expect((await payoutOf(bookingId)).status).toBe("awaiting_onboarding");
    await deps.db
      .update(tropleaderProfiles)
      .set({ stripeAccountId: `sim_acct_${d.tropleader.id.slice(0, 8)}` })
      .where(eq(tropleaderProfiles.userId, d.tropleader.id));
    await handlePaymentEvent(deps, "simulated", {
      id: `evt_account_${d.tropleader.id}`,
      type: "account.updated",
      data: {
        accountId: `sim_acct_${d.tropleader.id.slice(0, 8)}`,
        payoutsEnabled: true,
        detailsSubmitted: true,
      },
    });
    await runDueJobs(deps, jobHandlers);
    expect((await payoutOf(bookingId)).status).toBe("paid");
  });

  it("pays nothing for a cancelled departure", async () => {
    const d = await paidDeparture(deps);
    await deps.db
      .update(tripDepartures)
      .set({ status: "cancelled" })
      .where(eq(tripDepartures.id, d.departure.id));
    expect((await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id })).paid).toBe(0);
    expect((await payoutOf(d.booked[0]!.bookingId)).status).toBe("scheduled");
  });

  it("retries a refusal with back-off and a new key, gives up after five, and an admin retries it", async () => {
    const d = await paidDeparture(deps);
    const { bookingId } = d.booked[0]!;
    const keys: string[] = [];
    const refusing = withTransfer(async (input) => {
      keys.push(input.idempotencyKey);
      throw new ProviderRefusedError("The destination account cannot receive transfers.");
    });
    let now = d.after;
    for (let i = 1; i <= 5; i++) {
      const run = await payDuePayouts(refusing, { now, tropleaderId: d.tropleader.id });
      expect(run).toMatchObject(i < 5 ? { retrying: 1 } : { failed: 1 });
      // Too early for the next attempt: nothing happens.
      if (i < 5)
        expect((await payDuePayouts(refusing, { now, tropleaderId: d.tropleader.id })).retrying).toBe(0);
      now = new Date(now.getTime() + 3_600_000 * 4 ** i + 1);
    }
    expect(new Set(keys).size).toBe(5);
    expect(await payoutOf(bookingId)).toMatchObject({ status: "failed", attempts: 5 });
    const adminTold = await deps.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(adminTold.some((n) => n.type === "payout_failed")).toBe(true);
    const { failed } = await getFinanceSummary(deps, admin, readFinancePeriod(new URLSearchParams()));
    expect(failed.map((f) => f.reference)).toContain(d.booked[0]!.reference);

    const guide = toSessionUser(d.tropleader);
    expect(isAppError(await caught(retryPayout(deps, guide, (await payoutOf(bookingId)).id)))).toBe(true);
    const payoutId = (await payoutOf(bookingId)).id;
    expect(await retryPayout(deps, admin, payoutId)).toEqual({ changed: true });
    expect(await retryPayout(deps, admin, payoutId)).toEqual({ changed: false });
    expect((await payDuePayouts(deps, { now, tropleaderId: d.tropleader.id })).paid).toBe(1);
    expect(await payoutOf(bookingId)).toMatchObject({ status: "paid", lastError: null });
  });

  it("an interrupted transfer is tried again soon with the same key (it may have happened)", async () => {
    const d = await paidDeparture(deps);
    const keys: string[] = [];
    const flaky = withTransfer(async (input) => {
      keys.push(input.idempotencyKey);
      if (keys.length === 1) throw new Error("socket hang up");
      return deps.payments.transfer(input);
    });
    expect((await payDuePayouts(flaky, { now: d.after, tropleaderId: d.tropleader.id })).retrying).toBe(1);
    expect(await payoutOf(d.booked[0]!.bookingId)).toMatchObject({ status: "scheduled", attempts: 0 });
    const later = new Date(d.after.getTime() + 6 * 60_000);
    expect((await payDuePayouts(flaky, { now: later, tropleaderId: d.tropleader.id })).paid).toBe(1);
    expect(keys[0]).toBe(keys[1]);
  });

  it("a refund after the payout becomes a debt netted from the guide's next payout", async () => {
    const d = await paidDeparture(deps, { travellers: 2 });
    const [first, second] = d.booked as [(typeof d.booked)[0], (typeof d.booked)[0]];
    // Pay only the first booking: the second one's date moves a day later.
    await deps.db
      .update(payouts)
      .set({ scheduledFor: new Date(d.due.getTime() + 86_400_000) })
      .where(eq(payouts.bookingId, second.bookingId));
    await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id });
    expect((await payoutOf(first.bookingId)).status).toBe("paid");

    await issueAdminRefund(deps, admin, {
      intent: "refund",
      bookingId: first.bookingId,
      reason: "travel_restriction",
    });
    const [debt] = await deps.db
      .select()
      .from(tropleaderDebts)
      .where(eq(tropleaderDebts.bookingId, first.bookingId));
    expect(debt).toMatchObject({ amountCents: 160_200, remainingCents: 160_200 });
    const guide = toSessionUser(d.tropleader);
    expect((await listTropleaderPayouts(deps, guide)).owed).toEqual([{ currency: "EUR", cents: 160_200 }]);

    await payDuePayouts(deps, {
      now: new Date(d.after.getTime() + 86_400_000),
      tropleaderId: d.tropleader.id,
    });
    expect(await payoutOf(second.bookingId)).toMatchObject({
      status: "paid",
      amountCents: 160_200,
      deductedCents: 160_200,
      netCents: 0,
      providerTransferId: null,
    });
    expect(await transfersFor(second.reference)).toHaveLength(0);
    expect((await listTropleaderPayouts(deps, guide)).owed).toEqual([]);
  });

  it("transfer events are applied in any order: a reversal is final", async () => {
    const d = await paidDeparture(deps);
    const payout = await payoutOf(d.booked[0]!.bookingId);
    const provider = deps.payments;
    if (!isSimulatedProvider(provider)) throw new Error("simulated provider expected");
    // The reversal arrives before the job recorded its transfer.
    await handlePaymentEvent(deps, "simulated", {
      id: `evt_rev_${payout.id}`,
      type: "transfer.updated",
      data: { transferId: "sim_tr_elsewhere", payoutId: payout.id, reversed: true, amountCents: 160_200 },
    });
    expect((await payoutOf(d.booked[0]!.bookingId)).status).toBe("reversed");
    await handlePaymentEvent(deps, "simulated", {
      id: `evt_created_${payout.id}`,
      type: "transfer.updated",
      data: { transferId: "sim_tr_elsewhere", payoutId: payout.id, reversed: false, amountCents: 160_200 },
    });
    expect((await payoutOf(d.booked[0]!.bookingId)).status).toBe("reversed");
    expect((await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id })).paid).toBe(0);
  });
});

describe("Cobros and Finanzas", () => {
  it("pages the paid history by keyset, newest first, and sums the totals over every payout (issue 37)", async () => {
    const d = await paidDeparture(deps, { travellers: 3 });
    const guide = toSessionUser(d.tropleader);
    await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id });
    // Paid at three different moments, so the order is the payment's, not the reference's.
    const ids = d.booked.map((b) => b.bookingId);
    for (const [i, bookingId] of ids.entries()) {
      await deps.db
        .update(payouts)
        .set({ paidAt: new Date(d.after.getTime() + i * 60_000) })
        .where(eq(payouts.bookingId, bookingId));
    }
    const newestFirst = [...d.booked].reverse().map((b) => b.reference);
    // Before they are paid: the soonest upcoming ones shown, all of them counted and summed.
    const soon = await paidDeparture(deps, { travellers: 3 });
    const capped = await listTropleaderPayouts(deps, toSessionUser(soon.tropleader), undefined, {
      upcomingShown: 2,
    });
    expect(capped.upcoming).toHaveLength(2);
    expect(capped.upcomingCount).toBe(3);
    expect(capped.totals).toEqual([{ currency: "EUR", upcomingCents: 3 * 160_200, paidCents: 0 }]);
    const first = await listTropleaderPayouts(deps, guide, { after: null, before: null }, { pageSize: 2 });
    expect(first.history.map((p) => p.reference)).toEqual(newestFirst.slice(0, 2));
    expect(first).toMatchObject({ newer: null });
    expect(first.totals).toEqual([{ currency: "EUR", upcomingCents: 0, paidCents: 3 * 160_200 }]);
    const place = (params: Record<string, string>) => readPayoutHistoryPlace(new URLSearchParams(params));
    const second = await listTropleaderPayouts(deps, guide, place({ despues: first.older! }), {
      pageSize: 2,
    });
    expect(second.history.map((p) => p.reference)).toEqual(newestFirst.slice(2));
    expect(second).toMatchObject({ older: null });
    expect(second.totals).toEqual(first.totals);
    const back = await listTropleaderPayouts(deps, guide, place({ antes: second.newer! }), { pageSize: 2 });
    expect(back.history.map((p) => p.reference)).toEqual(newestFirst.slice(0, 2));
    expect(back.newer).toBeNull();
    // A tampered cursor is the first page.
    const tampered = await listTropleaderPayouts(deps, guide, place({ despues: "bm90LWEtY3Vyc29y" }), {
      pageSize: 2,
    });
    expect(tampered.history.map((p) => p.reference)).toEqual(newestFirst.slice(0, 2));
  });

  it("the guide sees their own payouts with the money behind each; admins see the period's figures", async () => {
    const d = await paidDeparture(deps);
    const guide = toSessionUser(d.tropleader);
    const before = await listTropleaderPayouts(deps, guide);
    expect(before.upcoming).toHaveLength(1);
    expect(before.upcomingCount).toBe(1);
    expect(before.upcoming[0]).toMatchObject({
      reference: d.booked[0]!.reference,
      grossCents: 178_000,
      commissionCents: 17_800,
      refundedCents: 0,
      shareCents: 160_200,
      netCents: 160_200,
      status: "scheduled",
    });
    await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id });
    const after = await listTropleaderPayouts(deps, guide);
    expect(after.upcoming).toHaveLength(0);
    expect(after.history[0]).toMatchObject({ status: "paid", netCents: 160_200 });
    expect(after.totals).toEqual([{ currency: "EUR", upcomingCents: 0, paidCents: 160_200 }]);

    for (const actor of [null, toSessionUser(await createUser(deps.db))]) {
      expect(isAppError(await caught(listTropleaderPayouts(deps, actor)))).toBe(true);
      expect(
        isAppError(await caught(getFinanceSummary(deps, actor, readFinancePeriod(new URLSearchParams())))),
      ).toBe(true);
    }
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const period = readFinancePeriod(new URLSearchParams({ desde: day(new Date()), hasta: day(d.after) }));
    const { figures } = await getFinanceSummary(deps, admin, period);
    const eur = figures.find((f) => f.currency === "EUR")!;
    expect(eur.grossCents).toBeGreaterThanOrEqual(178_000);
    expect(eur.paidCents).toBeGreaterThanOrEqual(160_200);
    expect(eur.commissionCents).toBeGreaterThanOrEqual(17_800);
  });

  it("reads the period from the URL, this month by default, swapped when backwards", () => {
    const now = new Date("2026-11-24T23:30:00Z"); // 25 November in Madrid
    expect(readFinancePeriod(new URLSearchParams(), now)).toEqual({ from: "2026-11-01", to: "2026-11-25" });
    expect(readFinancePeriod(new URLSearchParams({ desde: "2026-10-31", hasta: "2026-10-01" }), now)).toEqual(
      {
        from: "2026-10-01",
        to: "2026-10-31",
      },
    );
    expect(readFinancePeriod(new URLSearchParams({ desde: "nope" }), now).from).toBe("2026-11-01");
  });
});
