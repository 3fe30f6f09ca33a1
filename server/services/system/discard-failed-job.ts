import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { jobs } from "../../db/schema/platform.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";

/**
 * Sistema's 'Descartar' on a job that failed for good: marked `discarded` (it leaves the list and never runs;
 * the retention job removes it with the other finished jobs), audited as `job.discard`. One conditional update
 * on the failed state: a second click, or a job an admin has just retried, changes nothing.
 */
export async function discardFailedJob(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  jobId: number,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [discarded] = await tx
        .update(jobs)
        .set({ status: "discarded" })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "failed")))
        .returning({ id: jobs.id, type: jobs.type });
      return discarded;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
      return Boolean(current);
    },
    notFound: "system:errors.jobNotFound",
    audit: (discarded) => ({
      action: "job.discard",
      entityType: "job",
      entityId: String(discarded.id),
      data: { type: discarded.type, before: { status: "failed" }, after: { status: "discarded" } },
    }),
  });
  return { changed };
}
