import { AppError } from "../../lib/app-error.ts";

/**
 * Reads a raw upload body without ever holding more than `maxBytes`: a declared Content-Length over the limit
 * is refused before a byte is read, and a body without one (or lying about it) is counted as it streams and
 * abandoned the moment it passes the limit.
 */
export async function readUploadBody(
  request: Request,
  maxBytes: number,
  tooLargeKey: string,
): Promise<Buffer> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0)
      throw new AppError("bad_request", "uploads:errors.empty");
    if (length > maxBytes) throw new AppError("validation", tooLargeKey, {}, `declared ${length} bytes`);
  }
  if (!request.body) throw new AppError("validation", "uploads:errors.empty");
  return readLimited(request.body, maxBytes, tooLargeKey);
}

export async function readLimited(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLargeKey: string,
): Promise<Buffer> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AppError("validation", tooLargeKey, {}, `body passed ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  if (total === 0) throw new AppError("validation", "uploads:errors.empty");
  return Buffer.concat(chunks, total);
}
