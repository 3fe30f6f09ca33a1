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
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";
import { assertAdmin } from "./assert-admin.ts";

/**
 * An admin rejects an identity submission (doc 2 §8: 'Se eliminarán los documentos subidos'): both documents
 * are deleted from storage, the identity number is erased, the user must send them again and is emailed so;
 * the decision is audited. Only a pending submission is taken.
 */
export async function rejectIdentity(
  deps: Pick<AppDeps, "db" | "config" | "storage" | "logger" | "bus" | "logger">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const outcome = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ front: users.identityDocumentFrontFileId, back: users.identityDocumentBackFileId })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.identityStatus, "pending")))
      .for("update");
    if (!before) {
      const [current] = await tx
        .select({ status: users.identityStatus })
        .from(users)
        .where(eq(users.id, userId));
      if (current?.status === "rejected") return { changed: false, remove: async () => {} };
      throw new AppError("not_found", "admin:verifications.notFound");
    }
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
    if (!rejected) throw new AppError("not_found", "admin:verifications.notFound");
    const documents = [before.front, before.back].filter((id): id is string => Boolean(id));
    const remove = await markFilesDeleted(deps, tx, documents);
    await enqueueEmail(tx, {
      to: rejected.email,
      toName: rejected.name,
      locale: toLocale(rejected.locale),
      template: "identity_decided",
      data: { name: rejected.name, verified: false },
      appUrl: deps.config.appUrl,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "identity.reject",
      entityType: "user",
      entityId: rejected.id,
      data: {
        before: { identityStatus: "pending" },
        after: { identityStatus: "rejected" },
        documentsDeleted: documents.length,
      },
    });
    await notify(tx, rejected.id, "identity_rejected", {});
    return { changed: true, remove };
  });
  // The objects go once the rows say so (a rollback never leaves a row pointing at a removed file).
  await outcome.remove();
  if (outcome.changed) await announceNotifications(deps, [userId]);
  return { changed: outcome.changed };
}
