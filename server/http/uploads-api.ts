import { type Context, Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { getSessionUser } from "../auth/guards.ts";
import { AppError, httpStatusFor, isAppError } from "../lib/app-error.ts";
import { openStoredFile } from "../services/uploads/open-stored-file.ts";
import { readUploadBody } from "../services/uploads/read-upload-body.ts";
import { storeUpload } from "../services/uploads/store-upload.ts";
import { uploadAvatar } from "../services/uploads/upload-avatar.ts";
import { isUploadKind, UPLOAD_POLICIES } from "../services/uploads/upload-policies.ts";

/** What a failed upload or download answers: the i18n key the page shows, never internal detail. */
function errorResponse(c: Context, error: unknown) {
  if (!isAppError(error)) throw error;
  return c.json(
    { error: { code: error.code, messageKey: error.messageKey, params: error.params } },
    httpStatusFor(error.code) as 400,
  );
}

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  return `${kind}; filename="${ascii || "file"}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Uploads and permission-checked downloads.
 * - POST /api/uploads/avatar: the raw image as the body; becomes the user's profile photo.
 * - POST /api/uploads/:kind (identity-document?side=front|back, gallery-image, trip-image, trip-document): the
 *   raw file as the body; answers the stored file's id (and URL when public) for the form that uses it.
 * - GET /api/files/:fileId: a stored file for whoever may see it (private ones checked and, for identity
 *   documents, audited).
 * One file per request with the bytes as the body, so the size limit is enforced while reading it.
 */
export function createUploadsApi(deps: AppDeps) {
  const app = new Hono();

  app.post("/uploads/:kind", async (c) => {
    try {
      const kind = c.req.param("kind");
      if (!isUploadKind(kind)) throw new AppError("not_found", "uploads:errors.unknownKind");
      const user = await getSessionUser(deps, c.req.raw.headers);
      if (!user) throw new AppError("unauthenticated", "uploads:errors.signInRequired");
      const policy = UPLOAD_POLICIES[kind];
      if (!policy.canUpload(user)) throw new AppError("forbidden", "uploads:errors.notAllowed");
      const side = c.req.query("side");
      if (kind === "identity-document" && side !== "front" && side !== "back") {
        throw new AppError("bad_request", "uploads:errors.unknownKind");
      }
      const body = await readUploadBody(c.req.raw, policy.maxBytes, policy.messages.tooLarge);
      if (kind === "avatar") {
        const avatar = await uploadAvatar(deps, user, body);
        return c.json({ fileId: avatar.fileId, url: avatar.url }, 201);
      }
      const stored = await storeUpload(deps, user, kind, body, {
        side: side === "back" ? "back" : side === "front" ? "front" : undefined,
      });
      return c.json(
        {
          fileId: stored.id,
          url: stored.url,
          contentType: stored.contentType,
          sizeBytes: stored.sizeBytes,
          width: stored.width,
          height: stored.height,
        },
        201,
      );
    } catch (error) {
      return errorResponse(c, error);
    }
  });

  app.get("/files/:fileId", async (c) => {
    try {
      const user = await getSessionUser(deps, c.req.raw.headers);
      const file = await openStoredFile(deps, user, c.req.param("fileId"));
      return c.body(new Uint8Array(file.body), 200, {
        "Content-Type": file.contentType,
        "Content-Length": String(file.body.byteLength),
        "Content-Disposition": contentDisposition(file.disposition, file.fileName),
        "Cache-Control": file.visibility === "public" ? "public, max-age=3600" : "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        // Nothing in a stored file may run: an image is shown on its own in a sandbox; a PDF is always
        // downloaded (the browser's viewer would run its scripts inline, and does not work in a sandbox).
        "Content-Security-Policy":
          file.contentType === "application/pdf"
            ? "default-src 'none'; sandbox"
            : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      });
    } catch (error) {
      return errorResponse(c, error);
    }
  });

  return app;
}
