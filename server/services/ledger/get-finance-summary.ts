import { sql } from "drizzle-orm";
import { z } from "zod";
import { PLATFORM_TIME_ZONE, platformToday } from "#core/rules/platform-calendar";
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
 * Madrid calendar days, inclusive. Each part of the sum reads only its period's rows, through an index on its date
 * (bookings_confirmed_idx, refunds_created_idx, payouts_due_idx, payouts_paid_idx: issue 37).
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
  const start = sql`(${period.from}::date::timestamp at time zone ${PLATFORM_TIME_ZONE})`;
  const end = sql`((${period.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE})`;
  const within = (column: ReturnType<typeof sql>) => sql`${column} >= ${start} and ${column} < ${end}`;
  const figures = await queryRows<FinanceFigures>(
    deps.db,
    sql`
    with money as (
      select b.currency, b.total_amount_cents as gross, coalesce(b.commission_cents, 0) as commission,
        0 as refunded, 0 as due, 0 as paid, 0 as failed
      from bookings b where b.confirmed_at is not null and ${within(sql`b.confirmed_at`)}
      union all
      select r.currency, 0, 0, r.amount_cents, 0, 0, 0
      from refunds r where r.status <> 'failed' and ${within(sql`r.created_at`)}
      union all
      select p.currency, 0, 0, 0, coalesce(p.net_cents, p.amount_cents - p.deducted_cents), 0, 0
      from payouts p where p.status in ('scheduled', 'awaiting_onboarding', 'processing')
        and ${within(sql`p.scheduled_for`)}
      union all
      select p.currency, 0, 0, 0, 0, coalesce(p.net_cents, 0), 0
      from payouts p where p.status = 'paid' and ${within(sql`p.paid_at`)}
      union all
      select p.currency, 0, 0, 0, 0, 0, coalesce(p.net_cents, p.amount_cents - p.deducted_cents)
      from payouts p where p.status = 'failed'
    )
    select currency, sum(gross)::bigint as "grossCents", sum(commission)::bigint as "commissionCents",
      sum(refunded)::bigint as "refundedCents", sum(due)::bigint as "dueCents", sum(paid)::bigint as "paidCents",
      sum(failed)::bigint as "failedCents"
    from money group by currency
    having sum(gross) + sum(refunded) + sum(due) + sum(paid) + sum(failed) > 0
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
