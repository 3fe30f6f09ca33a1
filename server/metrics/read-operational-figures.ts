import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";

/** What the scrape-time gauges show, read from the tables in one statement (server/metrics/create-metrics.ts). */
export type OperationalFigures = {
  jobsDue: number;
  jobsRunning: number;
  /** Jobs that failed for good and are still in the table, by kind (until an admin retries or discards them). */
  jobsFailedByKind: Record<string, number>;
  /** Seconds since the oldest due, unclaimed job became due (0 when none waits). */
  jobsOldestDueSeconds: number;
  outboxPending: number;
  outboxFailed: number;
  outboxOldestPendingSeconds: number;
  payoutsByStatus: Record<string, number>;
  /** Differences found by the last finished reconciliation, or null before the first one. */
  reconciliationDifferences: number | null;
  reconciliationFinishedAt: number | null;
};

type Row = {
  jobs_due: number;
  jobs_running: number;
  jobs_failed: Record<string, number> | null;
  jobs_oldest_s: number | null;
  outbox_pending: number;
  outbox_failed: number;
  outbox_oldest_s: number | null;
  payouts: Record<string, number> | null;
  recon_differences: number | null;
  recon_finished_s: number | null;
};

/** One statement (a scrape costs one round trip); the due-jobs and pending-mail parts walk their partial indexes. */
export async function readOperationalFigures(db: Db): Promise<OperationalFigures> {
  const [row] = await queryRows<Row>(
    db,
    sql`select
      (select count(*)::int from jobs where status = 'queued' and run_at <= now()) as jobs_due,
      (select count(*)::int from jobs where status = 'running') as jobs_running,
      (select jsonb_object_agg(type, n) from
        (select type, count(*)::int as n from jobs where status = 'failed' group by type) f) as jobs_failed,
      (select extract(epoch from now() - min(run_at))::float8 from jobs
        where status = 'queued' and run_at <= now()) as jobs_oldest_s,
      (select count(*)::int from email_outbox where status = 'pending') as outbox_pending,
      (select count(*)::int from email_outbox where status = 'failed') as outbox_failed,
      (select extract(epoch from now() - min(created_at))::float8 from email_outbox
        where status = 'pending') as outbox_oldest_s,
      (select jsonb_object_agg(status, n) from
        (select status, count(*)::int as n from payouts group by status) p) as payouts,
      (select jsonb_array_length(differences) from reconciliation_runs
        where finished_at is not null order by finished_at desc limit 1) as recon_differences,
      (select extract(epoch from finished_at)::float8 from reconciliation_runs
        where finished_at is not null order by finished_at desc limit 1) as recon_finished_s`,
  );
  if (!row) throw new Error("operational figures: no row");
  return {
    jobsDue: Number(row.jobs_due),
    jobsRunning: Number(row.jobs_running),
    jobsFailedByKind: row.jobs_failed ?? {},
    jobsOldestDueSeconds: Math.max(0, Number(row.jobs_oldest_s ?? 0)),
    outboxPending: Number(row.outbox_pending),
    outboxFailed: Number(row.outbox_failed),
    outboxOldestPendingSeconds: Math.max(0, Number(row.outbox_oldest_s ?? 0)),
    payoutsByStatus: row.payouts ?? {},
    reconciliationDifferences: row.recon_differences === null ? null : Number(row.recon_differences),
    reconciliationFinishedAt: row.recon_finished_s === null ? null : Number(row.recon_finished_s),
  };
}
