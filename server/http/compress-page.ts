import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for pages compressed per request: 5 is about as fast as gzip -6 and a little smaller than it
 * (11, used for the build's files, is far too slow per request).
 */
const PAGE_BROTLI_QUALITY = 5;

/** The encoding to answer with: brotli, else gzip, else none (a q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}

/** Bytes a Response can carry (what node:zlib's callbacks give). */
export type PageBytes = Buffer<ArrayBuffer>;

/** A page in one piece, compressed on libuv's thread pool. */
export function compressHtml(html: Buffer, encoding: "br" | "gzip"): Promise<PageBytes> {
  const compressed =
    encoding === "br"
      ? brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        })
      : gzipAsync(html);
  return compressed as Promise<PageBytes>;
}

/**
 * A rendered HTML page, compressed in one piece on libuv's thread pool (node:zlib's callback API), so the
 * JavaScript thread goes on rendering other pages meanwhile; the stream compression it replaces ran on that
 * thread, chunk by chunk (issue 17's render profile). Anything else is returned as it is.
 */
export async function compressPage(response: Response, acceptEncoding: string | null): Promise<Response> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body || !type.startsWith("text/html") || response.headers.has("Content-Encoding")) {
    return response;
  }
  const encoding = pickEncoding(acceptEncoding);
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  const html = Buffer.from(await response.arrayBuffer()) as PageBytes;
  if (!encoding) return new Response(html, { status: response.status, headers });
  const body = await compressHtml(html, encoding);
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, headers });
}
