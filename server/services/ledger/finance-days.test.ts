import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";
import { queryRows } from "../../db/query-rows.ts";
import { bookings, payouts, refunds } from "../../db/schema/bookings.ts";
import { projectRoot } from "../../lib/project-root.ts";
import { financeDaysFromRows, financeDaysKept } from "../../testing/finance-days-oracle.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { payDuePayouts } from "../payouts/pay-due-payouts.ts";
import { compactFinanceDays } from "./compact-finance-days.ts";
import { getFinanceSummary, readFinancePeriod } from "./get-finance-summary.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);
const keptEqualsRows = async () =>
  expect(await financeDaysKept(deps.db)).toEqual(await financeDaysFromRows(deps.db));

describe("Finanzas' per-day sums kept by the database (issue 37)", () => {
  it("stay equal to the rows through payments, a cancellation with its refund, a payout paid and hand-written SQL, before and after folding", async () => {
    const d = await paidDeparture(deps, { travellers: 3 });
    await keptEqualsRows();
    expect(await compactFinanceDays(deps.db)).toBeGreaterThan(0);
    await keptEqualsRows();

    // Cancelled 20 days before: a 75 % refund, and the guide is still paid the rest.
    await cancelBooking(deps, d.traveller, d.booked[0]!.bookingId);
    expect(await payDuePayouts(deps, { now: d.after, tropleaderId: d.tropleader.id })).toMatchObject({
      paid: 3,
    });
    await keptEqualsRows();

    // Writes no service makes: a refund that fails later, a commission changed by hand, a payout moved and deleted.
    await deps.db
      .update(refunds)
      .set({ status: "failed" })
      .where(eq(refunds.bookingId, d.booked[0]!.bookingId));
    await deps.db
      .update(bookings)
      .set({ commissionCents: 1, confirmedAt: new Date("2026-01-31T23:30:00Z") })
      .where(eq(bookings.id, d.booked[1]!.bookingId));
    const [payout] = await deps.db
      .select()
      .from(payouts)
      .where(eq(payouts.bookingId, d.booked[2]!.bookingId));
    await deps.db
      .update(payouts)
      .set({ paidAt: new Date("2026-02-15T10:00:00Z") })
      .where(eq(payouts.id, payout!.id));
    await keptEqualsRows();
    await deps.db.delete(payouts).where(eq(payouts.id, payout!.id));
    await keptEqualsRows();
    expect(await compactFinanceDays(deps.db)).toBeGreaterThan(0);
    expect(await compactFinanceDays(deps.db)).toBe(0);
    await keptEqualsRows();

    // 23:30 UTC on 31 January is 1 February in Madrid: the booking counts on that day, in Finanzas too.
    const feb1 = readFinancePeriod(new URLSearchParams({ desde: "2026-02-01", hasta: "2026-02-01" }));
    const { figures } = await getFinanceSummary(deps, admin, feb1);
    const eur = figures.find((f) => f.currency === "EUR");
    const moved = (await deps.db.select().from(bookings).where(eq(bookings.id, d.booked[1]!.bookingId)))[0]!;
    expect(eur?.grossCents).toBe(moved.totalAmountCents);
    expect(eur?.commissionCents).toBe(1);
  });

  it("count an update that does not touch money not at all, and read Madrid days like the rest of the product", async () => {
    const d = await paidDeparture(deps);
    await compactFinanceDays(deps.db);
    await deps.db
      .update(bookings)
      .set({ updatedAt: new Date() })
      .where(eq(bookings.id, d.booked[0]!.bookingId));
    const [left] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from finance_day_deltas`,
    );
    expect(left!.n).toBe(0);
    const fn = readFileSync(path.join(projectRoot(), "server/db/functions/finance_days.sql"), "utf8");
    const zones = new Set([...fn.matchAll(/AT TIME ZONE '([^']+)'/g)].map((m) => m[1]));
    expect([...zones]).toEqual([PLATFORM_TIME_ZONE]);
  });
});
