import { and, eq } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { notify } from "../notifications/notify.ts";
import { assertAdmin } from "./assert-admin.ts";

/**
 * An admin rejects a pending tropleader application (doc 2 §8: 'Se cambiará su rol a viajero'): the account
 * stays, as a traveller, the applicant is emailed, and the decision is audited, in one transaction. Only a
 * pending application is taken, so a second click or a second admin changes nothing.
 */
export async function rejectTropleader(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  tropleaderId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const outcome = await deps.db.transaction(async (tx) => {
    const [rejected] = await tx
      .update(users)
      .set({ role: "viajero", isApproved: false, updatedAt: new Date() })
      .where(and(eq(users.id, tropleaderId), eq(users.role, "tropleader"), eq(users.isApproved, false)))
      .returning({ id: users.id, name: users.name, email: users.email, locale: users.locale });
    if (!rejected) {
      const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, tropleaderId));
      if (current?.role === "viajero") return { changed: false };
      throw new AppError("not_found", "admin:decisions.notFound");
    }
    await enqueueEmail(tx, {
      to: rejected.email,
      toName: rejected.name,
      locale: toLocale(rejected.locale),
      template: "tropleader_rejected",
      data: { name: rejected.name },
      appUrl: deps.config.appUrl,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "tropleader.reject",
      entityType: "user",
      entityId: rejected.id,
      data: { before: { role: "tropleader" }, after: { role: "viajero" } },
    });
    await notify(tx, rejected.id, "tropleader_rejected", {});
    return { changed: true };
  });
  if (outcome.changed) await announceNotifications(deps, [tropleaderId]);
  return outcome;
}
