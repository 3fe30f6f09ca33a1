import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { jobs } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { safeErrorText } from "./safe-error-text.ts";

/** How many failed jobs Sistema lists (newest first). */
export const FAILED_JOBS_SHOWN = 50;

/**
 * Sistema: the jobs that failed for good (the runner marks a job `failed` once its attempts are used up):
 * kind, error as the page may show it (server/services/system/safe-error-text.ts), attempts and last try.
 * The payload is never read: it may name people (user ids, export requests).
 */
export async function listFailedJobs(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  const rows = await deps.db
    .select({
      id: jobs.id,
      type: jobs.type,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      lastTriedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(FAILED_JOBS_SHOWN);
  return rows.map((r) => ({ ...r, lastError: safeErrorText(r.lastError) }));
}
