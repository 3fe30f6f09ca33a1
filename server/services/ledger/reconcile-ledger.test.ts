import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, ledgerEntries, payouts, simulatedTransfers } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { emailsTo } from "../../testing/booking-fixtures.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { payDuePayouts } from "../payouts/pay-due-payouts.ts";
import { issueAdminRefund } from "../refunds/issue-admin-refund.ts";
import { bookingDifferences, reconcileDaily, reconcileLedger } from "./reconcile-ledger.ts";
import { runReconciliation } from "./run-reconciliation.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

const ledgerOf = async (bookingId: string) =>
  (await deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)))
    .map((e) => `${e.kind} ${e.amountCents}`)
    .sort();

describe("the ledger and its reconciliation", () => {
  it("records every movement once: charge, commission, refund and its commission change, transfer, debt, netting", async () => {
    const d = await paidDeparture(deps, { travellers: 2 });
    const [a, b] = d.booked as [(typeof d.booked)[0], (typeof d.booked)[0]];
    expect(await ledgerOf(a.bookingId)).toEqual(["charge 178000", "commission 17800"]);

    // The guide is paid for A, then the team refunds A in full: the share becomes a debt.
    const later = new Date(d.due.getTime() + 86_400_000);
    await deps.db.update(payouts).set({ scheduledFor: later }).where(eq(payouts.bookingId, b.bookingId));
    await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id });
    await issueAdminRefund(deps, admin, {
      intent: "refund",
      bookingId: a.bookingId,
      reason: "travel_restriction",
    });
    expect(await ledgerOf(a.bookingId)).toEqual([
      "charge 178000",
      "commission -17800",
      "commission 17800",
      "debt 160200",
      "refund 178000",
      "transfer 160200",
    ]);
    // B's payout pays the debt back instead of reaching the guide.
    await payDuePayouts(deps, { now: new Date(later.getTime() + 3_600_000), tropleaderId: d.tropleader.id });
    expect(await ledgerOf(b.bookingId)).toEqual([
      "charge 178000",
      "commission 17800",
      "debt_settlement 160200",
    ]);

    // A traveller's own cancellation (refund by tier) of another booking.
    const c = await paidDeparture(deps);
    await cancelBooking(deps, c.traveller, c.booked[0]!.bookingId);
    const kinds = (await ledgerOf(c.booked[0]!.bookingId)).map((e) => e.split(" ")[0]);
    expect(kinds).toContain("refund");

    const run = await reconcileLedger(deps, { trigger: "admin" });
    expect(run.differences).toEqual([]);
    expect(run.bookingsChecked).toBeGreaterThanOrEqual(3);
  });

  it("finds a booking whose money does not add up and a transfer the provider does not have, and tells the admins", async () => {
    const d = await paidDeparture(deps);
    const { bookingId, reference } = d.booked[0]!;
    await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id });
    // Someone changed the commission by hand, and the provider lost the transfer.
    await deps.db.update(bookings).set({ commissionCents: 10_000 }).where(eq(bookings.id, bookingId));
    await deps.db.delete(simulatedTransfers).where(eq(simulatedTransfers.transferGroup, reference));
    // And the provider holds a transfer no payout of ours made.
    await deps.db.insert(simulatedTransfers).values({
      id: "sim_tr_stray",
      idempotencyKey: "stray",
      accountId: "sim_acct_ready",
      amountCents: 5_000,
      currency: "EUR",
    });
    const run = await runReconciliation(deps, admin);
    expect(run.differences).toContainEqual(
      expect.objectContaining({ bookingId: null, check: "provider", actualCents: 5_000, currency: "EUR" }),
    );
    const mine = run.differences.filter((x) => x.reference === reference).map((x) => x.check);
    expect(mine.sort()).toEqual(["commission", "provider"]);
    const emails = await emailsTo(deps, admin.email);
    expect(
      emails.some((e) => e.template === "reconciliation_differences" && e.text.includes(reference)),
    ).toBe(true);
    const audit = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, run.runId));
    expect(audit[0]?.action).toBe("ledger.reconcile");
  });

  it("only admins may run it; the daily run happens once a day", async () => {
    for (const actor of [null, toSessionUser(await createUser(deps.db))]) {
      const error = await runReconciliation(deps, actor).catch((e: unknown) => e);
      expect(isAppError(error)).toBe(true);
    }
    const now = new Date("2030-01-01T03:00:00Z");
    expect(await reconcileDaily(deps, now)).toBe(true);
    expect(await reconcileDaily(deps, new Date(now.getTime() + 3_600_000))).toBe(false);
    expect(await reconcileDaily(deps, new Date(now.getTime() + 24 * 3_600_000))).toBe(true);
  });

  it("the balance: paid = refunded + commission + paid out + netted − owed + still due", () => {
    const base = {
      booking_id: "b",
      reference: "TRP-1",
      currency: "EUR",
      paid: 1000,
      refunded: 0,
      commission: 100,
      payout_status: "scheduled",
      payout_amount: 900,
      payout_deducted: 0,
      payout_net: null,
      l_charge: 1000,
      l_refund: 0,
      l_commission: 100,
      l_transfer: 0,
      l_reversal: 0,
      l_debt: 0,
      l_settlement: 0,
    };
    expect(bookingDifferences(base)).toEqual([]);
    expect(bookingDifferences({ ...base, payout_status: "paid", payout_net: 900, l_transfer: 900 })).toEqual(
      [],
    );
    // A reversed transfer leaves the share neither paid nor due: flagged.
    const reversed = bookingDifferences({
      ...base,
      payout_status: "reversed",
      l_transfer: 900,
      l_reversal: 900,
    });
    expect(reversed.map((x) => x.check)).toEqual(["balance"]);
    expect(bookingDifferences({ ...base, l_charge: 900 }).map((x) => x.check)).toEqual([
      "charges",
      "balance",
    ]);
  });
});
