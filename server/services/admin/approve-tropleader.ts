import { and, eq } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { notify } from "../notifications/notify.ts";
import { assertAdmin } from "./assert-admin.ts";

/**
 * An admin approves a tropleader application (doc 2 §2 Tropleaders, §7 `tropleader_approved`): the applicant
 * becomes an approved tropleader, is emailed, and the decision is audited, all in one transaction. The update
 * only takes an application still pending, so approving twice, or two admins at once, decides once;
 * `changed` says whether this call did.
 */
export async function approveTropleader(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  tropleaderId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const outcome = await deps.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(users)
      .set({ isApproved: true, updatedAt: new Date() })
      .where(and(eq(users.id, tropleaderId), eq(users.role, "tropleader"), eq(users.isApproved, false)))
      .returning({ id: users.id, name: users.name, email: users.email, locale: users.locale });
    if (!approved) {
      const [current] = await tx
        .select({ role: users.role, isApproved: users.isApproved })
        .from(users)
        .where(eq(users.id, tropleaderId));
      if (current?.role === "tropleader" && current.isApproved) return { changed: false };
      throw new AppError("not_found", "admin:decisions.notFound");
    }
    await tx
      .update(tropleaderProfiles)
      .set({ approvedAt: new Date() })
      .where(eq(tropleaderProfiles.userId, approved.id));
    await enqueueEmail(tx, {
      to: approved.email,
      toName: approved.name,
      locale: toLocale(approved.locale),
      template: "tropleader_approved",
      data: { name: approved.name },
      appUrl: deps.config.appUrl,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "tropleader.approve",
      entityType: "user",
      entityId: approved.id,
      data: { before: { isApproved: false }, after: { isApproved: true } },
    });
    await notify(tx, approved.id, "tropleader_approved", {});
    return { changed: true };
  });
  if (outcome.changed) await announceNotifications(deps, [tropleaderId]);
  return outcome;
}
