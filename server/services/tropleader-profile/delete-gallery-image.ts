import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderGallery } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/** Removes one photo from the guide's own gallery and its stored file (another guide's photo is a 404). */
export async function deleteGalleryImage(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  imageId: string,
): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  if (!/^[0-9a-f-]{36}$/i.test(imageId))
    throw new AppError("not_found", "workspace:profileEdit.errors.galleryFile");
  const removeObjects = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tropleaderGallery)
      .where(and(eq(tropleaderGallery.id, imageId), eq(tropleaderGallery.userId, actor.id)))
      .returning({ fileId: tropleaderGallery.fileId });
    if (!row) throw new AppError("not_found", "workspace:profileEdit.errors.galleryFile");
    return markFilesDeleted(deps, tx, row.fileId ? [row.fileId] : []);
  });
  await removeObjects();
}
