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
 * An admin verifies an identity submission: the user is verified (a tropleader who is also approved may now
 * publish), emailed, and the decision audited, in one transaction. Only a pending submission is taken, so a
 * second click or a second admin decides nothing.
 */
export async function approveIdentity(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const outcome = await deps.db.transaction(async (tx) => {
    const [verified] = await tx
      .update(users)
      .set({
        identityStatus: "verified",
        isIdentityVerified: true,
        identityDecidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.identityStatus, "pending")))
      .returning({ id: users.id, name: users.name, email: users.email, locale: users.locale });
    if (!verified) {
      const [current] = await tx
        .select({ status: users.identityStatus })
        .from(users)
        .where(eq(users.id, userId));
      if (current?.status === "verified") return { changed: false };
      throw new AppError("not_found", "admin:verifications.notFound");
    }
    await enqueueEmail(tx, {
      to: verified.email,
      toName: verified.name,
      locale: toLocale(verified.locale),
      template: "identity_decided",
      data: { name: verified.name, verified: true },
      appUrl: deps.config.appUrl,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "identity.approve",
      entityType: "user",
      entityId: verified.id,
      data: { before: { identityStatus: "pending" }, after: { identityStatus: "verified" } },
    });
    await notify(tx, verified.id, "identity_verified", {});
    return { changed: true };
  });
  if (outcome.changed) await announceNotifications(deps, [userId]);
  return outcome;
}
