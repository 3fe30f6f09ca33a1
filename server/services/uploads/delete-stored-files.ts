import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema/platform.ts";

/**
 * Marks files deleted (in the caller's transaction) and returns a function that removes the objects; call it
 * after the transaction commits, so a rollback never leaves a row pointing at a removed object.
 */
export async function markFilesDeleted(
  deps: Pick<AppDeps, "storage" | "logger">,
  db: DbOrTx,
  fileIds: string[],
): Promise<() => Promise<void>> {
  if (!fileIds.length) return async () => {};
  const rows = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(inArray(files.id, fileIds))
    .returning({ key: files.key });
  return async () => {
    for (const { key } of rows) {
      try {
        await deps.storage.delete(key);
      } catch (error) {
        // The row already says deleted; a leftover object is harmless and is logged for a manual sweep.
        deps.logger.warn("stored object could not be removed", { key, error });
      }
    }
  };
}

/**
 * Marks deleted every live file of `ownerId` in `bucket` but `keepId` (the one just stored, if any): a single
 * picture per owner, such as an avatar or a cover, replaced. Same contract as markFilesDeleted.
 */
export async function markOtherFilesDeleted(
  deps: Pick<AppDeps, "storage" | "logger">,
  tx: DbOrTx,
  ownerId: string,
  bucket: (typeof files.$inferSelect)["bucket"],
  keepId: string | null,
): Promise<() => Promise<void>> {
  const previous = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.ownerId, ownerId),
        eq(files.bucket, bucket),
        isNull(files.deletedAt),
        ...(keepId ? [ne(files.id, keepId)] : []),
      ),
    );
  return markFilesDeleted(
    deps,
    tx,
    previous.map((f) => f.id),
  );
}
