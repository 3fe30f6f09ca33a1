import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";

const TRIP_IMAGE_KEY = /(public\/trips\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp)$/;

/**
 * A trip shows only images it already had or that its tropleader uploaded through the upload pipeline
 * (checked by content, re-encoded, stored under our key): never an outside address, and never another
 * guide's upload. Returns the files rows of the new ones.
 */
export async function checkTripImages(
  deps: Pick<AppDeps, "storage">,
  db: DbOrTx,
  ownerId: string,
  urls: string[],
  alreadyUsed: ReadonlySet<string> = new Set(),
): Promise<{ id: string; url: string }[]> {
  const fresh = [...new Set(urls.filter((url) => url && !alreadyUsed.has(url)))];
  if (fresh.length === 0) return [];
  const keyOf = new Map<string, string>();
  for (const url of fresh) {
    const key = TRIP_IMAGE_KEY.exec(url)?.[1];
    if (!key || deps.storage.publicUrl(key) !== url) {
      throw new AppError("validation", "trips:wizard.errors.imageNotYours");
    }
    keyOf.set(key, url);
  }
  const rows = await db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(
      and(
        inArray(files.key, [...keyOf.keys()]),
        eq(files.ownerId, ownerId),
        eq(files.bucket, "trip-images"),
        isNull(files.deletedAt),
      ),
    );
  if (rows.length !== keyOf.size) throw new AppError("validation", "trips:wizard.errors.imageNotYours");
  return rows.map((r) => ({ id: r.id, url: keyOf.get(r.key) as string }));
}
