import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { users } from "../../db/schema/users.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { applicantColumns, tellApplicant } from "./tell-applicant.ts";

/**
 * An admin rejects a pending tropleader application (doc 2 §8: 'Se cambiará su rol a viajero'): the account
 * stays, as a traveller, the applicant is emailed and notified, and the decision is audited, in one transaction
 * (recordAdminDecision). Only a pending application is taken, so a second click or a second admin changes nothing.
 */
export async function rejectTropleader(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  tropleaderId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [rejected] = await tx
        .update(users)
        .set({ role: "viajero", isApproved: false, updatedAt: new Date() })
        .where(and(eq(users.id, tropleaderId), eq(users.role, "tropleader"), eq(users.isApproved, false)))
        .returning(applicantColumns);
      return rejected;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, tropleaderId));
      return current?.role === "viajero";
    },
    notFound: "admin:decisions.notFound",
    audit: (rejected) => ({
      action: "tropleader.reject",
      entityType: "user",
      entityId: rejected.id,
      data: { before: { role: "tropleader" }, after: { role: "viajero" } },
    }),
    tell: (tx, rejected) => tellApplicant(tx, rejected, "tropleader_rejected", deps.config.appUrl),
  });
  return { changed };
}
