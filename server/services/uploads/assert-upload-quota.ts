import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { AppError } from "../../lib/app-error.ts";
import type { UploadPolicy } from "./upload-policies.ts";

/**
 * Refuses an upload that would take the user's stored files of this kind (their `files` rows in its bucket not
 * deleted, used or not) beyond the kind's quota (core/rules/upload-rules.ts). Called once before the file is
 * processed (nothing is spent on someone already at the limit) and again, with the file's size, in the
 * transaction that records it after `lockUploadQuota`, so concurrent uploads cannot pass it together.
 */
export async function assertUploadQuota(
  db: DbOrTx,
  ownerId: string,
  policy: Pick<UploadPolicy, "bucket" | "quotaBytes">,
  addingBytes: number,
): Promise<void> {
  if (policy.quotaBytes === null) return;
  const [row] = await queryRows<{ used: string | number }>(
    db,
    sql`select coalesce(sum(size_bytes), 0) as used from files
      where owner_id = ${ownerId} and bucket = ${policy.bucket} and deleted_at is null`,
  );
  const used = Number(row?.used ?? 0);
  const full = addingBytes === 0 ? used >= policy.quotaBytes : used + addingBytes > policy.quotaBytes;
  if (full) throw new AppError("validation", "uploads:errors.quotaReached", {}, `quota ${policy.bucket}`);
}

/** Serialises one user's uploads of one kind until the transaction ends (across instances: PostgreSQL's lock). */
export async function lockUploadQuota(tx: DbOrTx, ownerId: string, bucket: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota:${ownerId}:${bucket}`}, 0))`,
  );
}
