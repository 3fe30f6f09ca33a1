import { and, eq, isNull } from "drizzle-orm";
import { coverImageSchema } from "#core/schemas/tropleader-profile";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog, files } from "../../db/schema/platform.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { markOtherFilesDeleted } from "../uploads/delete-stored-files.ts";

/**
 * The cover of the guide's public page: a tropleader-cover image they just uploaded (cropped 3:1 in the
 * browser, re-encoded to 1920×640 on the server), or none (`fileId: null`, the page then shows its plain
 * banner). Only their own live upload is taken (anything else is a 404); the previous cover file is deleted
 * and the change audited.
 */
export async function setCoverImage(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  input: { fileId: unknown } | { fileId: null },
): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  let fileId: string | null = null;
  if (input.fileId !== null) {
    const parsed = coverImageSchema.safeParse(input);
    if (!parsed.success) throw new AppError("not_found", "workspace:profileEdit.errors.coverFile");
    fileId = parsed.data.fileId;
  }
  const removeOld = await deps.db.transaction(async (tx) => {
    let url: string | null = null;
    if (fileId) {
      const [file] = await tx
        .select({ key: files.key })
        .from(files)
        .where(
          and(
            eq(files.id, fileId),
            eq(files.ownerId, actor.id),
            eq(files.bucket, "tropleader-covers"),
            isNull(files.deletedAt),
          ),
        );
      if (!file) throw new AppError("not_found", "workspace:profileEdit.errors.coverFile");
      url = deps.storage.publicUrl(file.key);
    }
    await tx
      .insert(tropleaderProfiles)
      .values({ userId: actor.id, coverImageUrl: url })
      .onConflictDoUpdate({
        target: tropleaderProfiles.userId,
        set: { coverImageUrl: url, updatedAt: new Date() },
      });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: fileId ? "tropleader.cover_set" : "tropleader.cover_remove",
      entityType: "user",
      entityId: actor.id,
      data: fileId ? { fileId } : null,
    });
    return markOtherFilesDeleted(deps, tx, actor.id, "tropleader-covers", fileId ?? null);
  });
  await removeOld();
}
