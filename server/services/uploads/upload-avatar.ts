import { eq } from "drizzle-orm";
import sharp from "sharp";
import { TROPLEADER_AVATAR_MIN_SIDE } from "#core/rules/upload-rules";
import type { AppDeps } from "../../app-deps.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { markOtherFilesDeleted } from "./delete-stored-files.ts";
import { storeUpload } from "./store-upload.ts";
import { MAX_INPUT_PIXELS, type Uploader } from "./upload-policies.ts";

/**
 * A tropleader's photo is their face on every trip page (doc 2 §2: square, at least 400×400 px). The browser
 * crops it square first; the server refuses a smaller one too. A file that is not an image at all is left to
 * the upload pipeline, which says so with the spec's message.
 */
async function assertBigEnough(actor: Uploader, body: Buffer): Promise<void> {
  if (actor.role !== "tropleader") return;
  let size: { width?: number; height?: number };
  try {
    size = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return;
  }
  if (Math.min(size.width ?? 0, size.height ?? 0) < TROPLEADER_AVATAR_MIN_SIDE) {
    throw new AppError("validation", "uploads:errors.avatarTooSmall");
  }
}

/**
 * The profile photo (doc 1 §5: an image under 5 MB): stored as a square WebP, set as the user's avatar at
 * once, and the previous photo removed. Only the uploader's own row changes.
 */
export async function uploadAvatar(
  deps: AppDeps,
  actor: Uploader,
  body: Buffer,
): Promise<{ url: string; fileId: string }> {
  await assertBigEnough(actor, body);
  const stored = await storeUpload(deps, actor, "avatar", body);
  const url = stored.url!;
  const removeOld = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ image: url, updatedAt: new Date() }).where(eq(users.id, actor.id));
    return markOtherFilesDeleted(deps, tx, actor.id, "avatars", stored.id);
  });
  await removeOld();
  return { url, fileId: stored.id };
}
