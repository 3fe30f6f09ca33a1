import { eq } from "drizzle-orm";
import { slugify } from "#core/rules/text";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog, files } from "../../db/schema/platform.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { canSeeTripDocument, tripDocumentAccess } from "../trip-documents/trip-document-access.ts";

export type OpenedFile = {
  body: Buffer;
  contentType: string;
  fileName: string;
  /** PDFs always download (a browser's viewer would run their scripts); images open in the browser. */
  disposition: "inline" | "attachment";
  visibility: "public" | "private";
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new AppError("not_found", "uploads:errors.fileNotFound");

/**
 * A stored file for the person asking, or an error. Public files are for anyone. Identity documents: only
 * their owner and admins, and every opening is written to audit_log (never the identity number). Trip
 * documents: the trip's tropleader, admins and travellers with a paid booking. Other private files: owner
 * and admins.
 */
export async function openStoredFile(
  deps: AppDeps,
  actor: Pick<SessionUser, "id" | "role"> | null,
  fileId: string,
): Promise<OpenedFile> {
  if (!UUID.test(fileId)) throw notFound();
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId));
  if (!file || file.deletedAt) throw notFound();
  // A data export is downloaded once through its own link (download-data-export.ts), never here.
  if (file.bucket === "privacy-exports") throw notFound();

  let fileName = file.key.split("/").pop() ?? "file";
  let disposition: OpenedFile["disposition"] = "inline";
  let audit = false;

  if (file.visibility === "private") {
    if (!actor) throw new AppError("unauthenticated", "uploads:errors.signInRequired");
    const isOwnerOrAdmin = actor.role === "admin" || (file.ownerId !== null && file.ownerId === actor.id);
    if (file.bucket === "identity-documents") {
      if (!isOwnerOrAdmin) throw new AppError("forbidden", "uploads:errors.forbidden");
      audit = true;
      const side = fileName.startsWith("back-") ? "back" : "front";
      fileName = `identity-${side}.${fileName.split(".").pop()}`;
    } else if (file.bucket === "trip-documents") {
      const [doc] = await deps.db.select().from(tripDocuments).where(eq(tripDocuments.fileId, file.id));
      if (doc) {
        const access = await tripDocumentAccess(deps.db, actor, doc.tripId);
        if (!canSeeTripDocument(access, doc.departureId)) {
          throw new AppError("forbidden", "uploads:errors.forbidden");
        }
        fileName = `${slugify(doc.title) || "documento"}.pdf`;
      } else if (!isOwnerOrAdmin) {
        // Uploaded but not attached to a trip yet: only its uploader sees it.
        throw new AppError("forbidden", "uploads:errors.forbidden");
      }
      disposition = "attachment";
    } else if (!isOwnerOrAdmin) {
      throw new AppError("forbidden", "uploads:errors.forbidden");
    }
  }

  const object = await deps.storage.get(file.key);
  if (!object) {
    deps.logger.warn("stored file has no object", { fileId: file.id });
    throw notFound();
  }
  if (audit && actor) {
    const [owner] = file.ownerId
      ? await deps.db.select({ role: users.role }).from(users).where(eq(users.id, file.ownerId))
      : [];
    await deps.db.insert(auditLog).values({
      actorId: actor.id,
      action: "identity_document.view",
      entityType: "file",
      entityId: file.id,
      data: { ownerId: file.ownerId, ownerRole: owner?.role ?? null, actorRole: actor.role },
    });
  }
  return {
    body: object.body,
    contentType: file.contentType,
    fileName,
    disposition: file.contentType === "application/pdf" ? "attachment" : disposition,
    visibility: file.visibility,
  };
}
