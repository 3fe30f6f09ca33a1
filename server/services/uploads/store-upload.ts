import { randomUUID } from "node:crypto";
import type { AppDeps } from "../../app-deps.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { assertUploadQuota, lockUploadQuota } from "./assert-upload-quota.ts";
import { processUpload } from "./process-upload.ts";
import { UPLOAD_POLICIES, type Uploader, type UploadKind } from "./upload-policies.ts";

export type StoredFile = {
  id: string;
  key: string;
  bucket: string;
  visibility: "public" | "private";
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  /** Only for public files; private ones are opened through /api/files/:id. */
  url: string | null;
};

export type StoreUploadOptions = {
  /** Identity documents: which side of the card. */
  side?: "front" | "back";
  /** Write the files row in the caller's transaction. */
  db?: DbOrTx;
};

/**
 * Checks, re-encodes and stores one uploaded file under a key the server makes up, with its `files` row.
 * Each upload counts against the user's limit for its kind (USER_RATE_LIMITS `upload:<kind>`, 429), and the
 * kind's storage quota is checked before the work and again under a per-user lock with the row's insert.
 * The object is written first and removed again if the row cannot be written, so a failure leaves nothing.
 */
export async function storeUpload(
  deps: AppDeps,
  actor: Uploader,
  kind: UploadKind,
  body: Buffer,
  options: StoreUploadOptions = {},
): Promise<StoredFile> {
  const policy = UPLOAD_POLICIES[kind];
  if (!policy.canUpload(actor)) throw new AppError("forbidden", "uploads:errors.notAllowed");
  await consumeUserRateLimit(deps.db, actor.id, `upload:${kind}`);
  await assertUploadQuota(options.db ?? deps.db, actor.id, policy, 0);
  const processed = await processUpload(body, policy);
  const id = randomUUID();
  const key = policy.key({ userId: actor.id, id, ext: processed.ext, side: options.side });
  await deps.storage.put(key, processed.bytes, processed.contentType);
  try {
    await (options.db ?? deps.db).transaction(async (tx) => {
      await lockUploadQuota(tx, actor.id, policy.bucket);
      await assertUploadQuota(tx, actor.id, policy, processed.bytes.byteLength);
      await tx.insert(files).values({
        id,
        ownerId: actor.id,
        bucket: policy.bucket,
        key,
        visibility: policy.visibility,
        contentType: processed.contentType,
        sizeBytes: processed.bytes.byteLength,
        width: processed.width,
        height: processed.height,
      });
    });
  } catch (e) {
    await deps.storage.delete(key).catch(() => {});
    throw e;
  }
  return {
    id,
    key,
    bucket: policy.bucket,
    visibility: policy.visibility,
    contentType: processed.contentType,
    sizeBytes: processed.bytes.byteLength,
    width: processed.width,
    height: processed.height,
    url: policy.visibility === "public" ? deps.storage.publicUrl(key) : null,
  };
}
