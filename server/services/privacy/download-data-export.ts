import { and, eq, gt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { files, privacyRequests } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";
import { hashExportToken } from "./build-data-export.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The export's download (issue 15): only its owner, signed in, with the link's secret, once, before it expires.
 * The request is marked downloaded in the same statement that checks it (two clicks: one download), then the
 * ZIP is read and removed from storage. Every refusal looks the same (no hint that a link exists).
 */
export async function downloadDataExport(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  user: Pick<SessionUser, "id"> | null,
  requestId: string,
  token: string,
  now: Date = new Date(),
): Promise<{ body: Buffer; fileName: string }> {
  if (!user) throw new AppError("unauthenticated", "privacy:errors.signInRequired");
  const gone = () => new AppError("not_found", "privacy:export.errors.linkInvalid");
  if (!UUID.test(requestId) || !token) throw gone();
  const [claimed] = await deps.db
    .update(privacyRequests)
    .set({ status: "downloaded" })
    .where(
      and(
        eq(privacyRequests.id, requestId),
        eq(privacyRequests.userId, user.id),
        eq(privacyRequests.kind, "export"),
        eq(privacyRequests.status, "ready"),
        eq(privacyRequests.tokenHash, hashExportToken(token)),
        gt(privacyRequests.expiresAt, now),
      ),
    )
    .returning({ fileId: privacyRequests.fileId, createdAt: privacyRequests.createdAt });
  if (!claimed?.fileId) throw gone();
  const [file] = await deps.db.select({ key: files.key }).from(files).where(eq(files.id, claimed.fileId));
  const object = file ? await deps.storage.get(file.key) : null;
  const remove = await markFilesDeleted(deps, deps.db, [claimed.fileId]);
  if (!object) throw gone();
  await remove();
  return { body: object.body, fileName: `tropa-datos-${claimed.createdAt.toISOString().slice(0, 10)}.zip` };
}
