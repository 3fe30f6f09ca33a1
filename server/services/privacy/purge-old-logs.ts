import { sql } from "drizzle-orm";
import { retentionCutoffs } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";

export type PurgedLogs = { auditEntries: number; emails: number; jobs: number; webhookEvents: number };

const count = async (db: AppDeps["db"], query: ReturnType<typeof sql>) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`with gone as (${query} returning 1) select count(*)::int as n from gone`,
    )
  )[0]?.n ?? 0;

/**
 * Retention (issue 15, doc 2 §9): logs are kept 12 months: audit entries, emails already sent or given up
 * (their bodies hold names and trip details), finished jobs, provider webhook events and reconciliation runs.
 * Returns how many of each went.
 */
export async function purgeOldLogs(deps: Pick<AppDeps, "db">, now: Date): Promise<PurgedLogs> {
  const before = retentionCutoffs(now).logsBefore.toISOString();
  const auditEntries = await count(
    deps.db,
    sql`delete from audit_log where created_at < ${before}::timestamptz`,
  );
  const emails = await count(
    deps.db,
    sql`delete from email_outbox where status in ('sent', 'failed') and created_at < ${before}::timestamptz`,
  );
  const jobs = await count(
    deps.db,
    sql`delete from jobs where status in ('done', 'failed', 'discarded') and created_at < ${before}::timestamptz`,
  );
  const webhookEvents = await count(
    deps.db,
    sql`delete from webhook_events where processed_at is not null and created_at < ${before}::timestamptz`,
  );
  await deps.db.execute(sql`delete from reconciliation_runs where started_at < ${before}::timestamptz`);
  await deps.db.execute(sql`delete from refused_webhooks where created_at < ${before}::timestamptz`);
  return { auditEntries, emails, jobs, webhookEvents };
}
