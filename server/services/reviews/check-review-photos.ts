import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";

const REVIEW_PHOTO_KEY = /(public\/reviews\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp)$/;

/**
 * A review shows only photos its author uploaded through the upload pipeline (checked by content,
 * re-encoded, stored under our key): never an outside address, and never someone else's upload.
 */
export async function checkReviewPhotos(
  deps: Pick<AppDeps, "storage">,
  db: DbOrTx,
  authorId: string,
  urls: string[],
): Promise<string[]> {
  const unique = [...new Set(urls.filter(Boolean))];
  if (unique.length === 0) return [];
  const keyOf = new Map<string, string>();
  for (const url of unique) {
    const key = REVIEW_PHOTO_KEY.exec(url)?.[1];
    if (!key || deps.storage.publicUrl(key) !== url) {
      throw new AppError("validation", "dashboard:review.errors.photoNotYours");
    }
    keyOf.set(key, url);
  }
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        inArray(files.key, [...keyOf.keys()]),
        eq(files.ownerId, authorId),
        eq(files.bucket, "review-photos"),
        isNull(files.deletedAt),
      ),
    );
  if (rows.length !== keyOf.size) throw new AppError("validation", "dashboard:review.errors.photoNotYours");
  return unique;
}
