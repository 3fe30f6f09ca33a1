import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { jobs } from "../../db/schema/platform.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";

/**
 * Sistema's 'Reintentar' on a job that failed for good: back in line now, for one more run (its attempts stay
 * used up, so the runner runs it once and, if it fails again, it is failed again). Only a failed job is taken,
 * in one conditional update with its audit entry (`job.retry`), so two admins' clicks retry it once; the
 * second gets `{ changed: false }`, and a job that no longer exists (or was discarded) is not found.
 */
export async function retryFailedJob(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  jobId: number,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [retried] = await tx
        .update(jobs)
        .set({ status: "queued", runAt: sql`now()`, lockedAt: null, finishedAt: null })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "failed")))
        .returning({ id: jobs.id, type: jobs.type, attempts: jobs.attempts });
      return retried;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
      return Boolean(current && current.status !== "discarded");
    },
    notFound: "system:errors.jobNotFound",
    audit: (retried) => ({
      action: "job.retry",
      entityType: "job",
      entityId: String(retried.id),
      data: {
        type: retried.type,
        attempts: retried.attempts,
        before: { status: "failed" },
        after: { status: "queued" },
      },
    }),
  });
  return { changed };
}
