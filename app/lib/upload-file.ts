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
  options: {
    side?: "front" | "back";
    signal?: AbortSignal;
    /** Called as the bytes go out, with the share sent (0-1); the upload then goes through XMLHttpRequest. */
    onProgress?: (fraction: number) => void;
  } = {},
): Promise<UploadOutcome> {
  const problem = await checkFileForUpload(kind, file);
  if (problem) return { ok: false, messageKey: problem };
  const url = `/api/uploads/${kind}${options.side ? `?side=${options.side}` : ""}`;
  let answer: { ok: boolean; body: string };
  try {
    answer = options.onProgress
      ? await sendWithProgress(url, file, options.onProgress, options.signal)
      : await fetch(url, {
          method: "POST",
          body: file,
          headers: { "Content-Type": "application/octet-stream" },
          credentials: "same-origin",
          signal: options.signal,
        }).then(async (r) => ({ ok: r.ok, body: await r.text() }));
  } catch {
    return { ok: false, messageKey: "uploads:errors.network" };
  }
  let payload: (UploadedFile & { error?: { messageKey?: string } }) | null = null;
  try {
    payload = JSON.parse(answer.body);
  } catch {
    payload = null;
  }
  if (!answer.ok || !payload?.fileId) {
    return { ok: false, messageKey: payload?.error?.messageKey ?? "uploads:errors.unexpected" };
  }
  return { ok: true, file: payload };
}

/** fetch cannot report upload progress; XMLHttpRequest can. Rejects on a network failure or an abort. */
function sendWithProgress(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ ok: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, body: xhr.responseText });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
