import { desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { reconciliationRuns } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { readBuildInfo } from "./read-build-info.ts";

/**
 * Sistema's facts: the version running, since when this process runs, the database (kind and size), and the
 * last reconciliation and retention runs with their outcome. Uptime is this process's (with several
 * instances, the one that answered).
 */
export async function getSystemStatus(
  deps: Pick<AppDeps, "db" | "database">,
  actor: SessionUser | null,
  now: Date = new Date(),
) {
  assertAdmin(actor);
  const [build, size, reconciliation, retention] = await Promise.all([
    readBuildInfo(),
    queryRows<{ bytes: string | number }>(deps.db, sql`select pg_database_size(current_database()) as bytes`),
    deps.db
      .select({
        startedAt: reconciliationRuns.startedAt,
        finishedAt: reconciliationRuns.finishedAt,
        bookingsChecked: reconciliationRuns.bookingsChecked,
        differences: sql<number>`jsonb_array_length(${reconciliationRuns.differences})::int`,
        trigger: reconciliationRuns.trigger,
      })
      .from(reconciliationRuns)
      .orderBy(desc(reconciliationRuns.startedAt))
      .limit(1),
    deps.db
      .select({ createdAt: auditLog.createdAt, data: auditLog.data })
      .from(auditLog)
      .where(eq(auditLog.action, "privacy.retention"))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1),
  ]);
  const uptimeSeconds = Math.floor(process.uptime());
  const lastRetention = retention[0];
  const counts = (lastRetention?.data ?? {}) as Record<string, unknown>;
  return {
    version: build.version,
    commit: build.commit,
    startedAt: new Date(now.getTime() - uptimeSeconds * 1000),
    uptimeSeconds,
    database: { kind: deps.database.kind, sizeBytes: Number(size[0]?.bytes ?? 0) },
    reconciliation: reconciliation[0]
      ? { ...reconciliation[0], differences: Number(reconciliation[0].differences) }
      : null,
    retention: lastRetention
      ? {
          ranAt: lastRetention.createdAt,
          // A run claims its day with { running: true } and writes its counts at the end: still there, it was cut short.
          finished: counts.running !== true,
          removed: Object.values(counts).reduce<number>((sum, v) => sum + (typeof v === "number" ? v : 0), 0),
        }
      : null,
  };
}
