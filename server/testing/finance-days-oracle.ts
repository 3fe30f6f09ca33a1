import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";

export type FinanceDayRow = {
  day: string;
  currency: string;
  gross: number;
  commission: number;
  refunded: number;
  due: number;
  paid: number;
};

const byDay = (rows: FinanceDayRow[]) =>
  rows
    .map((r) => ({
      ...r,
      gross: Number(r.gross),
      commission: Number(r.commission),
      refunded: Number(r.refunded),
      due: Number(r.due),
      paid: Number(r.paid),
    }))
    .filter((r) => r.gross || r.commission || r.refunded || r.due || r.paid);

/**
 * Finanzas' figures per Madrid day and currency summed straight from every booking, refund and payout, written
 * independently of the triggers (the query Finanzas ran before issue 37's per-day sums): the oracle the kept sums
 * must equal.
 */
export async function financeDaysFromRows(db: DbOrTx): Promise<FinanceDayRow[]> {
  const madridDay = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`);
  return byDay(
    await queryRows<FinanceDayRow>(
      db,
      sql`
      with money as (
        select ${madridDay("b.confirmed_at")} as day, b.currency, b.total_amount_cents as gross,
          coalesce(b.commission_cents, 0) as commission, 0 as refunded, 0 as due, 0 as paid
        from bookings b where b.confirmed_at is not null
        union all
        select ${madridDay("r.created_at")}, r.currency, 0, 0, r.amount_cents, 0, 0
        from refunds r where r.status <> 'failed'
        union all
        select ${madridDay("p.scheduled_for")}, p.currency, 0, 0, 0, coalesce(p.net_cents, p.amount_cents - p.deducted_cents), 0
        from payouts p where p.status in ('scheduled', 'awaiting_onboarding', 'processing')
        union all
        select ${madridDay("p.paid_at")}, p.currency, 0, 0, 0, 0, coalesce(p.net_cents, 0)
        from payouts p where p.status = 'paid' and p.paid_at is not null
      )
      select day, currency, sum(gross)::bigint as gross, sum(commission)::bigint as commission,
        sum(refunded)::bigint as refunded, sum(due)::bigint as due, sum(paid)::bigint as paid
      from money group by day, currency order by day, currency`,
    ),
  );
}

/** The same figures as the database keeps them: folded days plus the deltas not folded yet. */
export async function financeDaysKept(db: DbOrTx): Promise<FinanceDayRow[]> {
  return byDay(
    await queryRows<FinanceDayRow>(
      db,
      sql`
      with kept as (
        select day, currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents from finance_days
        union all
        select day, currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents from finance_day_deltas
      )
      select to_char(day, 'YYYY-MM-DD') as day, currency, sum(gross_cents)::bigint as gross,
        sum(commission_cents)::bigint as commission, sum(refunded_cents)::bigint as refunded,
        sum(due_cents)::bigint as due, sum(paid_cents)::bigint as paid
      from kept group by day, currency order by day, currency`,
    ),
  );
}
