import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { applicantColumns, tellApplicant } from "./tell-applicant.ts";

/**
 * An admin approves a tropleader application (doc 2 §2 Tropleaders, §7 `tropleader_approved`): the applicant
 * becomes an approved tropleader, is emailed and notified, and the decision is audited, in one transaction
 * (recordAdminDecision). Only an application still pending is taken, so approving twice, or two admins at once,
 * decides once; `changed` says whether this call did.
 */
export async function approveTropleader(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  tropleaderId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [approved] = await tx
        .update(users)
        .set({ isApproved: true, updatedAt: new Date() })
        .where(and(eq(users.id, tropleaderId), eq(users.role, "tropleader"), eq(users.isApproved, false)))
        .returning(applicantColumns);
      return approved;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx
        .select({ role: users.role, isApproved: users.isApproved })
        .from(users)
        .where(eq(users.id, tropleaderId));
      return current?.role === "tropleader" && current.isApproved;
    },
    notFound: "admin:decisions.notFound",
    audit: (approved) => ({
      action: "tropleader.approve",
      entityType: "user",
      entityId: approved.id,
      data: { before: { isApproved: false }, after: { isApproved: true } },
    }),
    tell: async (tx, approved) => {
      await tx
        .update(tropleaderProfiles)
        .set({ approvedAt: new Date() })
        .where(eq(tropleaderProfiles.userId, approved.id));
      return tellApplicant(tx, approved, "tropleader_approved", deps.config.appUrl);
    },
  });
  return { changed };
}
