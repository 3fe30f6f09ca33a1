import { and, eq } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { users } from "../../db/schema/users.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/**
 * An admin rejects an identity submission (doc 2 §8: 'Se eliminarán los documentos subidos'): both documents
 * are deleted from storage, the identity number is erased, the user must send them again and is emailed so;
 * the decision is audited, in one transaction (recordAdminDecision). Only a pending submission is taken.
 */
export async function rejectIdentity(
  deps: Pick<AppDeps, "db" | "config" | "storage" | "logger" | "bus">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [before] = await tx
        .select({ front: users.identityDocumentFrontFileId, back: users.identityDocumentBackFileId })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.identityStatus, "pending")))
        .for("update");
      if (!before) return undefined;
      const [rejected] = await tx
        .update(users)
        .set({
          identityStatus: "rejected",
          isIdentityVerified: false,
          identityNumber: null,
          identityDocumentFrontFileId: null,
          identityDocumentBackFileId: null,
          identityDecidedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id, name: users.name, email: users.email, locale: users.locale });
      if (!rejected) return undefined;
      const documents = [before.front, before.back].filter((id): id is string => Boolean(id));
      return { ...rejected, documents };
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx
        .select({ status: users.identityStatus })
        .from(users)
        .where(eq(users.id, userId));
      return current?.status === "rejected";
    },
    notFound: "admin:verifications.notFound",
    audit: (rejected) => ({
      action: "identity.reject",
      entityType: "user",
      entityId: rejected.id,
      data: {
        before: { identityStatus: "pending" },
        after: { identityStatus: "rejected" },
        documentsDeleted: rejected.documents.length,
      },
    }),
    tell: async (tx, rejected) => {
      // The objects go once the rows say so (a rollback never leaves a row pointing at a removed file).
      const remove = await markFilesDeleted(deps, tx, rejected.documents);
      await enqueueEmail(tx, {
        to: rejected.email,
        toName: rejected.name,
        locale: toLocale(rejected.locale),
        template: "identity_decided",
        data: { name: rejected.name, verified: false },
        appUrl: deps.config.appUrl,
      });
      await notify(tx, rejected.id, "identity_rejected", {});
      return { notified: [rejected.id], afterCommit: remove };
    },
  });
  return { changed };
}
