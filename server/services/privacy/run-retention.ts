import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { purgeUnattachedUploads } from "../uploads/purge-unattached-uploads.ts";
import { deleteInactiveAccounts } from "./delete-inactive-accounts.ts";
import { eraseTripHealthData } from "./erase-trip-health-data.ts";
import { expireDataExports } from "./expire-data-exports.ts";
import { purgeApprovedIdentityDocuments } from "./purge-approved-identity-documents.ts";
import { purgeOldLogs } from "./purge-old-logs.ts";
import { purgeOldTransactions } from "./purge-old-transactions.ts";
import { warnInactiveAccounts } from "./warn-inactive-accounts.ts";

export type RetentionCounts = {
  inactiveWarned: number;
  inactiveDeleted: number;
  transactionsPurged: number;
  auditEntriesPurged: number;
  emailsPurged: number;
  jobsPurged: number;
  webhookEventsPurged: number;
  identityDocumentsDeleted: number;
  healthDataErased: number;
  exportsExpired: number;
  abandonedUploadsPurged: number;
};

const AUDIT_ACTION = "privacy.retention";

/**
 * Every retention rule of issue 15 in one run, as if the clock read `now` (injectable for tests), and what it
 * did written to the audit log as counts (action privacy.retention). Each rule is idempotent and claims its
 * rows itself, so a second run (or a second instance) only finds what is left.
 */
export async function runRetention(
  deps: AppDeps,
  now: Date = new Date(),
  /** The audit entry that claimed this run (runRetentionDaily); without one, a new entry is written. */
  auditId?: number,
): Promise<RetentionCounts> {
  // Logs first: this run's own audit entry must survive it.
  const logs = await purgeOldLogs(deps, now);
  const counts: RetentionCounts = {
    inactiveWarned: await warnInactiveAccounts(deps, now),
    inactiveDeleted: await deleteInactiveAccounts(deps, now),
    transactionsPurged: await purgeOldTransactions(deps, now),
    auditEntriesPurged: logs.auditEntries,
    emailsPurged: logs.emails,
    jobsPurged: logs.jobs,
    webhookEventsPurged: logs.webhookEvents,
    identityDocumentsDeleted: await purgeApprovedIdentityDocuments(deps, now),
    healthDataErased: await eraseTripHealthData(deps, now),
    exportsExpired: await expireDataExports(deps, now),
    abandonedUploadsPurged: await purgeUnattachedUploads(deps, now),
  };
  const data = JSON.stringify(counts);
  await deps.db.execute(
    auditId === undefined
      ? sql`insert into audit_log (action, entity_type, data, created_at)
            values (${AUDIT_ACTION}, 'platform', ${data}::jsonb, ${now.toISOString()}::timestamptz)`
      : sql`update audit_log set data = ${data}::jsonb where id = ${auditId}`,
  );
  return counts;
}

/**
 * The periodic task's entry (hourly): runs the rules once a day. The day is claimed under a transaction-level
 * advisory lock, so of two instances waking together one runs and the other sees the claim.
 */
export async function runRetentionDaily(
  deps: AppDeps,
  now: Date = new Date(),
): Promise<RetentionCounts | null> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${AUDIT_ACTION})) as ok`,
    );
    if (!lock?.ok) return null;
    const [recent] = await queryRows<{ id: number }>(
      tx,
      sql`select id from audit_log where action = ${AUDIT_ACTION}
          and created_at > ${new Date(now.getTime() - 23 * 3_600_000).toISOString()}::timestamptz limit 1`,
    );
    if (recent) return null;
    const [claim] = await queryRows<{ id: number }>(
      tx,
      sql`insert into audit_log (action, entity_type, data, created_at)
          values (${AUDIT_ACTION}, 'platform', '{"running":true}'::jsonb, ${now.toISOString()}::timestamptz)
          returning id`,
    );
    return claim ? Number(claim.id) : null;
  });
  if (claimed === null) return null;
  return runRetention(deps, now, claimed);
}
