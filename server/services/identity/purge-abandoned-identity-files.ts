import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/platform.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/** An identity document uploaded but never submitted is removed after this long. */
export const ABANDONED_IDENTITY_FILE_MS = 24 * 60 * 60 * 1000;

/**
 * Identity documents are uploaded one side at a time before the form is sent; when the form never is, the
 * files are nobody's documents and must not linger. Removes those older than a day that no user points at.
 */
export async function purgeAbandonedIdentityFiles(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_IDENTITY_FILE_MS);
  const removeObjects = await deps.db.transaction(async (tx) => {
    const abandoned = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.bucket, "identity-documents"),
          isNull(files.deletedAt),
          lt(files.createdAt, cutoff),
          sql`not exists (select 1 from users u where u.identity_document_front_file_id = ${files.id}
                or u.identity_document_back_file_id = ${files.id})`,
        ),
      )
      .limit(500);
    const remove = await markFilesDeleted(
      deps,
      tx,
      abandoned.map((f) => f.id),
    );
    return { remove, count: abandoned.length };
  });
  await removeObjects.remove();
  return removeObjects.count;
}
