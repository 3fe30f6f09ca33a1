import { sql } from "drizzle-orm";
import { z } from "zod";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { latestReconciliation } from "./reconcile-ledger.ts";

export type FinancePeriod = { from: string; to: string };

export type FinanceFigures = {
  currency: string;
  /** What travellers paid for bookings paid in the period. */
  grossCents: number;
  /** The platform's commission on those bookings, net of their refunds. */
  commissionCents: number;
  /** Refunds granted in the period. */
  refundedCents: number;
  /** Payouts falling due in the period and not sent yet (scheduled, awaiting an account, being sent). */
  dueCents: number;
  /** Payouts transferred in the period. */
  paidCents: number;
  /** Payouts the provider refused on every attempt, whatever their date. */
  failedCents: number;
};

export type FailedPayout = {
  id: string;
  reference: string;
  tripTitle: string;
  tropleaderName: string;
  tropleaderEmail: string;
  netCents: number;
  currency: string;
  attempts: number;
  lastError: string | null;
  scheduledFor: string;
};

const day = z.iso.date();

/** The period from the URL (?desde=&hasta=, Madrid calendar days); this calendar month when absent or wrong. */
export function readFinancePeriod(params: URLSearchParams, now: Date = new Date()): FinancePeriod {
  const today = platformToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const from = day.safeParse(params.get("desde")).data ?? monthStart;
  const to = day.safeParse(params.get("hasta")).data ?? today;
  return from <= to ? { from, to } : { from: to, to: from };
}

/**
 * Finanzas (issue 13): the money of a period per currency, and the failed payouts an admin can retry. Days are
 * Madrid calendar days, inclusive. The period's figures are read from the per-day sums the database keeps
 * (finance_days plus the deltas not folded in yet: server/db/functions/finance_days.sql, which defines each
 * figure), so a month costs about thirty rows whatever the platform's size (issue 37); the failed payouts,
 * whatever their date, from payouts_due_idx.
 */
export async function getFinanceSummary(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  period: FinancePeriod,
): Promise<{
  figures: FinanceFigures[];
  failed: FailedPayout[];
  reconciliation: Awaited<ReturnType<typeof latestReconciliation>>;
}> {
  assertAdmin(actor);
  const inPeriod = sql`day between ${period.from}::date and ${period.to}::date`;
  const figures = await queryRows<FinanceFigures>(
    deps.db,
    sql`
    with money as (
      select currency, gross_cents as gross, commission_cents as commission, refunded_cents as refunded,
        due_cents as due, paid_cents as paid, 0 as failed
      from finance_days where ${inPeriod}
      union all
      select currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents, 0
      from finance_day_deltas where ${inPeriod}
      union all
      select p.currency, 0, 0, 0, 0, 0, coalesce(p.net_cents, p.amount_cents - p.deducted_cents)
      from payouts p where p.status = 'failed'
    )
    select currency, sum(gross)::bigint as "grossCents", sum(commission)::bigint as "commissionCents",
      sum(refunded)::bigint as "refundedCents", sum(due)::bigint as "dueCents", sum(paid)::bigint as "paidCents",
      sum(failed)::bigint as "failedCents"
    from money group by currency
    having sum(gross) <> 0 or sum(refunded) <> 0 or sum(due) <> 0 or sum(paid) <> 0 or sum(failed) <> 0
    order by currency`,
  );
  const failed = await queryRows<FailedPayout>(
    deps.db,
    sql`
    select p.id, b.booking_reference as reference, t.title as "tripTitle", g.name as "tropleaderName",
      g.email as "tropleaderEmail", coalesce(p.net_cents, p.amount_cents - p.deducted_cents) as "netCents",
      p.currency, p.attempts, p.last_error as "lastError", p.scheduled_for as "scheduledFor"
    from payouts p
    join bookings b on b.id = p.booking_id
    join trips t on t.id = b.trip_id
    join users g on g.id = p.tropleader_id
    where p.status = 'failed'
    order by p.scheduled_for
    limit 200`,
  );
  return {
    reconciliation: await latestReconciliation(deps),
    // A month of a big platform passes 2^31 cents (21 million euros): summed as bigint, read as numbers.
    figures: figures.map((f) => ({
      currency: f.currency,
      grossCents: Number(f.grossCents),
      commissionCents: Number(f.commissionCents),
      refundedCents: Number(f.refundedCents),
      dueCents: Number(f.dueCents),
      paidCents: Number(f.paidCents),
      failedCents: Number(f.failedCents),
    })),
    failed: failed.map((f) => ({ ...f, scheduledFor: new Date(f.scheduledFor).toISOString() })),
  };
}
