import { eq, inArray } from "drizzle-orm";
import {
  type IdentityVerificationInput,
  identityVerificationSchema,
} from "#core/schemas/identity-verification";
import { firstIssueKey } from "#core/schemas/issue-key";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { notify } from "../notifications/notify.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

const BOTH_SIDES = "profile:identity.errors.bothSides";

/**
 * A traveller or tropleader sends their identity documents (doc 1 §4): birth date (an adult's, and the one
 * already on the account if any), identity number and both sides, uploaded beforehand to private storage by this same user. The user becomes pending (not verified)
 * until an admin decides; every admin gets a notification and an email in the same transaction. A new
 * submission replaces the files of an earlier one. The identity number is never logged nor sent to admins by
 * email; they read it in the admin panel.
 */
export async function submitIdentityVerification(
  deps: AppDeps,
  actor: Pick<SessionUser, "id">,
  input: IdentityVerificationInput,
  now: Date = new Date(),
): Promise<void> {
  const parsed = identityVerificationSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", firstIssueKey(parsed.error, BOTH_SIDES));
  }
  const data = parsed.data;
  if (data.frontFileId === data.backFileId) throw new AppError("validation", BOTH_SIDES);

  const committed = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.id)).for("update");
    if (!user) throw new AppError("not_found", "profile:errors.notFound");
    if (user.identityStatus === "verified" || user.isIdentityVerified) {
      throw new AppError("conflict", "profile:identity.errors.alreadyVerified");
    }
    // Adults only (doc 1 terms): the schema refused an age under 18; a date already on the account (given at
    // registration or before a booking) must be the document's.
    if (user.birthDate && user.birthDate !== data.birthDate) {
      throw new AppError("validation", "profile:identity.errors.birthDateMismatch");
    }

    const docs = await tx
      .select()
      .from(files)
      .where(inArray(files.id, [data.frontFileId, data.backFileId]));
    const bySide = (id: string, side: "front" | "back") => {
      const f = docs.find((d) => d.id === id);
      return (
        f &&
        f.bucket === "identity-documents" &&
        f.ownerId === actor.id &&
        !f.deletedAt &&
        (f.key.split("/").pop() ?? "").startsWith(`${side}-`)
      );
    };
    if (!bySide(data.frontFileId, "front") || !bySide(data.backFileId, "back")) {
      throw new AppError("validation", BOTH_SIDES);
    }

    const replaced = [user.identityDocumentFrontFileId, user.identityDocumentBackFileId].filter(
      (id): id is string => Boolean(id) && id !== data.frontFileId && id !== data.backFileId,
    );
    await tx
      .update(users)
      .set({
        birthDate: data.birthDate,
        identityNumber: data.identityNumber,
        identityDocumentFrontFileId: data.frontFileId,
        identityDocumentBackFileId: data.backFileId,
        identityStatus: "pending",
        isIdentityVerified: false,
        identitySubmittedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, actor.id));

    const admins = await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.role, "admin"));
    await notify(
      tx,
      admins.map((a) => a.id),
      "identity_submitted",
      { userId: user.id, userName: user.name },
      now,
    );
    for (const admin of admins) {
      await enqueueEmail(tx, {
        to: admin.email,
        toName: admin.name,
        locale: admin.locale,
        template: "identity_verification_submitted",
        data: { userId: user.id, userName: user.name, userEmail: user.email },
        appUrl: deps.config.appUrl,
      });
    }
    return { remove: await markFilesDeleted(deps, tx, replaced), adminIds: admins.map((a) => a.id) };
  });
  await announceNotifications(deps, committed.adminIds);
  await committed.remove();
  deps.logger.info("identity verification submitted", { userId: actor.id });
}
