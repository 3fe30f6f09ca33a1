import { and, eq } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { users } from "../../db/schema/users.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

/**
 * An admin verifies an identity submission: the user is verified (a tropleader who is also approved may now
 * publish), emailed and notified, and the decision audited, in one transaction (recordAdminDecision). Only a
 * pending submission is taken, so a second click or a second admin decides nothing.
 */
export async function approveIdentity(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
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
      return verified;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx
        .select({ status: users.identityStatus })
        .from(users)
        .where(eq(users.id, userId));
      return current?.status === "verified";
    },
    notFound: "admin:verifications.notFound",
    audit: (verified) => ({
      action: "identity.approve",
      entityType: "user",
      entityId: verified.id,
      data: { before: { identityStatus: "pending" }, after: { identityStatus: "verified" } },
    }),
    tell: async (tx, verified) => {
      await enqueueEmail(tx, {
        to: verified.email,
        toName: verified.name,
        locale: toLocale(verified.locale),
        template: "identity_decided",
        data: { name: verified.name, verified: true },
        appUrl: deps.config.appUrl,
      });
      await notify(tx, verified.id, "identity_verified", {});
      return { notified: [verified.id] };
    },
  });
  return { changed };
}
