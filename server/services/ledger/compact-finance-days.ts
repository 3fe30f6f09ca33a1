import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

/**
 * Folds the appended finance deltas (written by the database's triggers, server/db/functions/finance_days.sql)
 * into one row per day and currency: one statement, so a delta is either still a delta or already in its day,
 * never both or neither. Rows are upserted in (day, currency) order, so two runs at once wait for each other
 * instead of deadlocking; a delta committed during the run stays for the next one. Returns how many deltas it
 * folded. Finanzas is exact whether or not this has run; it only keeps the deltas few.
 */
export async function compactFinanceDays(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`
    with moved as (
      delete from finance_day_deltas
      returning day, currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents
    ),
    folded as (
      insert into finance_days as f (day, currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents)
      select day, currency, sum(gross_cents), sum(commission_cents), sum(refunded_cents), sum(due_cents),
        sum(paid_cents)
      from moved group by day, currency order by day, currency
      on conflict (day, currency) do update set
        gross_cents = f.gross_cents + excluded.gross_cents,
        commission_cents = f.commission_cents + excluded.commission_cents,
        refunded_cents = f.refunded_cents + excluded.refunded_cents,
        due_cents = f.due_cents + excluded.due_cents,
        paid_cents = f.paid_cents + excluded.paid_cents
    )
    select count(*)::int as folded from moved`,
  );
  return row?.folded ?? 0;
}
