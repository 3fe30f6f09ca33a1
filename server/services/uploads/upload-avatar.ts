import { and, eq, isNull, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { markFilesDeleted } from "./delete-stored-files.ts";
import { storeUpload } from "./store-upload.ts";
import type { Uploader } from "./upload-policies.ts";

/**
 * The profile photo (doc 1 §5: an image under 5 MB): stored as a square WebP, set as the user's avatar at
 * once, and the previous photo removed. Only the uploader's own row changes.
 */
export async function uploadAvatar(
  deps: AppDeps,
  actor: Uploader,
  body: Buffer,
): Promise<{ url: string; fileId: string }> {
  const stored = await storeUpload(deps, actor, "avatar", body);
  const url = stored.url!;
  const removeOld = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ image: url, updatedAt: new Date() }).where(eq(users.id, actor.id));
    const previous = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.ownerId, actor.id),
          eq(files.bucket, "avatars"),
          isNull(files.deletedAt),
          ne(files.id, stored.id),
        ),
      );
    return markFilesDeleted(
      deps,
      tx,
      previous.map((f) => f.id),
    );
  });
  await removeOld();
  return { url, fileId: stored.id };
}
