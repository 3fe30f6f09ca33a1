import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of a page, by how often its bytes are sent:
 * - `kept`: a page the public page cache keeps is compressed once per encoding and then served to every visitor,
 *   so it gets the smaller output of 5 (about as fast as gzip -6 and smaller than it; 11, used for the build's
 *   files, is far too slow per page);
 * - `once`: a page rendered for one request (signed in, or a visitor's search the cache has not kept) is
 *   compressed for that request alone. 3 takes a third of 5's time (0.3–0.4 ms against 1.0–1.1 ms for a 56–94 KB
 *   page) for 10–12 % more bytes, still fewer than gzip -6 (decision 0042, "Later: pages compressed once").
 */
export const PAGE_BROTLI_QUALITY = { kept: 5, once: 3 } as const;
export type PageReuse = keyof typeof PAGE_BROTLI_QUALITY;

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

/**
 * The smallest brotli window that holds the whole page (2^10 to brotli's default of 2^22 bytes). With the default
 * window, compressing pages under load set off full garbage collections (mark-compacts in `--trace-gc`): a trip
 * page's 94 KB at quality 5 cost 3.5 ms of CPU per page, 2.2 ms with a window its size, for the same bytes
 * (decision 0042, "Later: pages compressed once").
 */
export function windowBitsFor(bytes: number): number {
  return Math.min(
    constants.BROTLI_DEFAULT_WINDOW,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(bytes, 1)))),
  );
}

/** A page in one piece, compressed on libuv's thread pool; a page the cache keeps by default. */
export function compressHtml(
  html: Buffer,
  encoding: "br" | "gzip",
  reuse: PageReuse = "kept",
): Promise<PageBytes> {
  const compressed =
    encoding === "br"
      ? brotli(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY[reuse],
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
            [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(html.length),
          },
        })
      : gzipAsync(html);
  return compressed as Promise<PageBytes>;
}

/**
 * A page rendered for this request, compressed in one piece on libuv's thread pool (node:zlib's callback API), so the
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
  const body = await compressHtml(html, encoding, "once");
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  return new Response(body, { status: response.status, headers });
}
