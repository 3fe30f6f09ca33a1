import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { toLocale } from "#core/constants/locales";
import { exportLinkExpiry } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { files, privacyRequests } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { collectUserData, filePathInZip } from "./collect-user-data.ts";
import { renderExportSummary } from "./render-export-summary.ts";

export const hashExportToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The download link of an export (path; the email makes it absolute). */
export const exportDownloadPath = (requestId: string, token: string) =>
  `/cuenta/datos/${requestId}?clave=${encodeURIComponent(token)}`;

/**
 * The export job (issue 15): collects the user's data, zips datos.json, the readable summary and their stored
 * files, keeps the ZIP as a private file, and emails a one-time link that expires after
 * RETENTION.exportLinkDays. Only the link's hash is stored. A request no longer queued (done by another
 * instance, or the account deleted meanwhile) is left alone, so running the job twice sends one email.
 */
export async function buildDataExport(
  deps: Pick<AppDeps, "db" | "storage" | "config" | "logger">,
  payload: Record<string, unknown>,
  now: Date = new Date(),
): Promise<void> {
  const requestId = String(payload.requestId ?? "");
  const [request] = await deps.db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.kind, "export")));
  if (request?.status !== "queued") return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, request.userId));
  if (!user || user.deletedAt) {
    await deps.db.update(privacyRequests).set({ status: "failed" }).where(eq(privacyRequests.id, requestId));
    return;
  }
  const locale = toLocale(user.locale);

  const { data, files: stored } = await collectUserData(deps.db, user.id, now);
  const entries: Record<string, Uint8Array> = {
    "datos.json": strToU8(JSON.stringify(data, null, 2)),
    [locale === "es" ? "resumen.txt" : "summary.txt"]: strToU8(renderExportSummary(data, locale)),
  };
  for (const file of stored) {
    const object = await deps.storage.get(file.key);
    if (object) entries[filePathInZip(file)] = new Uint8Array(object.body);
  }
  const zip = Buffer.from(zipSync(entries, { level: 6, mtime: now }));

  const fileId = randomUUID();
  const key = `private/privacy-exports/${user.id}/${fileId}.zip`;
  await deps.storage.put(key, zip, "application/zip");
  const token = randomBytes(32).toString("base64url");
  const expiresAt = exportLinkExpiry(now);
  const done = await deps.db.transaction(async (tx) => {
    const [ready] = await tx
      .update(privacyRequests)
      .set({ status: "ready", fileId, tokenHash: hashExportToken(token), expiresAt, completedAt: now })
      .where(and(eq(privacyRequests.id, requestId), eq(privacyRequests.status, "queued")))
      .returning({ id: privacyRequests.id });
    if (!ready) return false;
    await tx.insert(files).values({
      id: fileId,
      ownerId: user.id,
      bucket: "privacy-exports",
      key,
      visibility: "private",
      contentType: "application/zip",
      sizeBytes: zip.byteLength,
    });
    await enqueueEmail(tx, {
      to: user.email,
      toName: user.name,
      locale,
      template: "data_export_ready",
      data: {
        name: user.name,
        url: exportDownloadPath(requestId, token),
        expiresAt: expiresAt.toISOString(),
      },
      appUrl: deps.config.appUrl,
    });
    return true;
  });
  if (!done) await deps.storage.delete(key).catch(() => {});
}
