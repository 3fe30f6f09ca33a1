import { checkFileForUpload, type UploadKind } from "#core/rules/upload-rules";

export type UploadedFile = {
  fileId: string;
  url: string | null;
  contentType?: string;
  sizeBytes?: number;
};

export type UploadOutcome =
  | { ok: true; file: UploadedFile }
  /** messageKey is an i18n key (namespace:key): show t(messageKey). */
  | { ok: false; messageKey: string };

/**
 * Checks a picked file in the browser (size, then its first bytes) and sends it as the raw body of
 * POST /api/uploads/<kind>, where the server checks it again and stores it under a key it makes up.
 */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  options: { side?: "front" | "back"; signal?: AbortSignal } = {},
): Promise<UploadOutcome> {
  const problem = await checkFileForUpload(kind, file);
  if (problem) return { ok: false, messageKey: problem };
  const query = options.side ? `?side=${options.side}` : "";
  let response: Response;
  try {
    response = await fetch(`/api/uploads/${kind}${query}`, {
      method: "POST",
      body: file,
      headers: { "Content-Type": "application/octet-stream" },
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch {
    return { ok: false, messageKey: "uploads:errors.network" };
  }
  const payload = (await response.json().catch(() => null)) as
    | (UploadedFile & { error?: { messageKey?: string } })
    | null;
  if (!response.ok || !payload?.fileId) {
    return { ok: false, messageKey: payload?.error?.messageKey ?? "uploads:errors.unexpected" };
  }
  return { ok: true, file: payload };
}
