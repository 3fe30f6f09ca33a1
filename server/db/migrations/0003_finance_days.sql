-- Finanzas' money per Madrid calendar day and currency (issue 37; docs/decisions/0044-finance-days.md). Every
-- insert, delete and money-changing update of a booking, refund or payout appends its change to
-- finance_day_deltas, in the writer's own transaction, whatever code made it: the figures cannot drift from the
-- rows. An append, not an update of the day's row, so two bookings paid at once never wait for each other. The
-- periodic task compact-finance-days (server/services/ledger/compact-finance-days.ts) folds the deltas into
-- finance_days; Finanzas sums both (server/services/ledger/get-finance-summary.ts).
--
-- finance_moves: what one row (as jsonb) adds to which day, by table. The one definition of the figures:
--   gross, commission  a booking, on the day it was paid (confirmed_at), its total and its commission;
--   refunded           a refund that has not failed, on the day it was granted (created_at);
--   due                a payout not sent yet (scheduled, awaiting an account, being sent), on its scheduled day;
--   paid               a payout transferred, on the day it was paid (paid_at).
-- Days are Madrid calendar days: 'Europe/Madrid' is PLATFORM_TIME_ZONE (core/rules/platform-calendar.ts; a unit
-- test checks they agree).
CREATE OR REPLACE FUNCTION finance_moves(p_source text, r jsonb) RETURNS TABLE (
  day date,
  currency text,
  gross bigint,
  commission bigint,
  refunded bigint,
  due bigint,
  paid bigint
) LANGUAGE sql STABLE AS $$
  SELECT ((r->>'confirmed_at')::timestamptz AT TIME ZONE 'Europe/Madrid')::date, r->>'currency',
    (r->>'total_amount_cents')::bigint, coalesce((r->>'commission_cents')::bigint, 0), 0, 0, 0
  WHERE p_source = 'bookings' AND r->>'confirmed_at' IS NOT NULL
  UNION ALL
  SELECT ((r->>'created_at')::timestamptz AT TIME ZONE 'Europe/Madrid')::date, r->>'currency',
    0, 0, (r->>'amount_cents')::bigint, 0, 0
  WHERE p_source = 'refunds' AND r->>'status' <> 'failed'
  UNION ALL
  SELECT ((r->>'scheduled_for')::timestamptz AT TIME ZONE 'Europe/Madrid')::date, r->>'currency', 0, 0, 0,
    coalesce((r->>'net_cents')::bigint, (r->>'amount_cents')::bigint - (r->>'deducted_cents')::bigint), 0
  WHERE p_source = 'payouts' AND r->>'status' IN ('scheduled', 'awaiting_onboarding', 'processing')
  UNION ALL
  SELECT ((r->>'paid_at')::timestamptz AT TIME ZONE 'Europe/Madrid')::date, r->>'currency', 0, 0, 0, 0,
    coalesce((r->>'net_cents')::bigint, 0)
  WHERE p_source = 'payouts' AND r->>'status' = 'paid' AND r->>'paid_at' IS NOT NULL
$$;
--> statement-breakpoint
-- The row's new moves minus its old ones, per day and currency; nothing when they cancel out.
CREATE OR REPLACE FUNCTION finance_days_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO finance_day_deltas (day, currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents)
  SELECT m.day, m.currency, sum(s.sign * m.gross), sum(s.sign * m.commission), sum(s.sign * m.refunded),
    sum(s.sign * m.due), sum(s.sign * m.paid)
  FROM (
    SELECT to_jsonb(NEW) AS r, 1 AS sign WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT to_jsonb(OLD), -1 WHERE TG_OP <> 'INSERT'
  ) s
  CROSS JOIN LATERAL finance_moves(TG_TABLE_NAME, s.r) m
  GROUP BY m.day, m.currency
  HAVING sum(s.sign * m.gross) <> 0 OR sum(s.sign * m.commission) <> 0 OR sum(s.sign * m.refunded) <> 0
    OR sum(s.sign * m.due) <> 0 OR sum(s.sign * m.paid) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update fires the function only when a column finance_moves reads has changed (checked without calling it).
CREATE OR REPLACE TRIGGER bookings_finance_days AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION finance_days_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER bookings_finance_days_update AFTER UPDATE ON bookings FOR EACH ROW
  WHEN (OLD.confirmed_at IS DISTINCT FROM NEW.confirmed_at
    OR OLD.total_amount_cents IS DISTINCT FROM NEW.total_amount_cents
    OR OLD.commission_cents IS DISTINCT FROM NEW.commission_cents OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION finance_days_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER refunds_finance_days AFTER INSERT OR DELETE ON refunds
  FOR EACH ROW EXECUTE FUNCTION finance_days_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER refunds_finance_days_update AFTER UPDATE ON refunds FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION finance_days_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER payouts_finance_days AFTER INSERT OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION finance_days_track();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER payouts_finance_days_update AFTER UPDATE ON payouts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_for IS DISTINCT FROM NEW.scheduled_for
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.net_cents IS DISTINCT FROM NEW.net_cents
    OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents OR OLD.deducted_cents IS DISTINCT FROM NEW.deducted_cents
    OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION finance_days_track();
--> statement-breakpoint
-- Rows written before this migration: their moves, once.
INSERT INTO finance_day_deltas (day, currency, gross_cents, commission_cents, refunded_cents, due_cents, paid_cents)
SELECT m.day, m.currency, sum(m.gross), sum(m.commission), sum(m.refunded), sum(m.due), sum(m.paid)
FROM (
  SELECT 'bookings' AS source, to_jsonb(b) AS r FROM bookings b
  UNION ALL SELECT 'refunds', to_jsonb(f) FROM refunds f
  UNION ALL SELECT 'payouts', to_jsonb(p) FROM payouts p
) s
CROSS JOIN LATERAL finance_moves(s.source, s.r) m
GROUP BY m.day, m.currency;
