import { LOCALE_COOKIE, type Locale } from "#core/constants/locales";
import { VISITOR_DATA_TTL_MS, type VisitorDataCache } from "./visitor-data-cache.ts";

/**
 * Whole public pages as a signed-out visitor gets them, rendered once and served again for a few seconds
 * (issue 17's render throughput: rendering, not the data, was what a trip page or /viajes cost per request once
 * the data was shared through the visitor-data cache). docs/decisions/0028-render-throughput.md.
 *
 * Safe by construction rather than by a careful key:
 * - only the catalogue's public pages (PUBLIC_PAGE_PATHS), only GET, only a request that carries no cookie
 *   but the language one (so no session, no half-finished sign-in, nothing a page could read to differ), keyed
 *   by the language rendered and the whole path and query;
 * - only a 200 answer that sets no cookie is kept;
 * - a kept page is served as it was rendered, byte for byte (compressed once per encoding): with the
 *   Content-Security-Policy nonce it was rendered with (sent again in the header of each response that serves
 *   it) and without a request id (it belonged to the visitor who caused the render). Reusing the nonce keeps
 *   its guarantee: a page's nonce is first revealed with the page itself, after its markup was fixed, and any
 *   other URL or any change renders anew with a new one;
 * - it lives and dies with the visitor-data cache: anything started before a change is not kept, and every
 *   change this process handles (any non-GET request, job, payment event) empties both; a page is forgotten
 *   VISITOR_DATA_TTL_MS after the oldest data its render used was read (not after the render: a page rendered
 *   from data another page had read 4 s before would otherwise show it for 9 s), so another process shows a
 *   change within that TTL of it, as the visitor data does (server/http/page-cache-two-processes.built.test.ts);
 * - what a page does for each visitor besides rendering (a trip view counted) is remembered with the page and
 *   run again for every visitor served from it (VisitTask).
 */
export const PAGE_CACHE_TTL_MS = VISITOR_DATA_TTL_MS;
export const PAGE_CACHE_MAX_ENTRIES = 200;
/** Bounded by size too: a flood of distinct catalogue searches cannot grow it past this. */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;

/** Home, catalogue, a trip, a tropleader's public page: the pages every visitor sees alike. */
const PUBLIC_PAGE_PATHS = [
  /^\/$/,
  /^\/viajes$/,
  /^\/viaje\/(?!.*\.data$)[^/]+$/,
  /^\/tropleader\/[0-9a-f-]{36}$/,
];

/** Who is being served: what a VisitTask may depend on. */
export type Visit = { clientIp: string; userAgent: string; requestId: string };
/** Per-visitor work of a page (counting a view), run for the visitor who caused the render and each one after. */
export type VisitTask = (visit: Visit) => Promise<void>;

export type PageRequest = {
  method: string;
  pathname: string;
  search: string;
  cookie: string | null | undefined;
  locale: Locale;
};

export type RenderedPage = {
  status: number;
  headers: Headers;
  /** The page's bytes (UTF-8). */
  html: Buffer<ArrayBuffer>;
  /** The nonce the page was rendered with (its scripts carry it): every response serving it sends it. */
  nonce: string;
  /** The request id of the render: removed from the page, so no visitor is shown another's. */
  requestId: string;
  perVisit: VisitTask[];
  /** When the oldest visitor data the render used was read (VisitorDataCache.track); null: it used none. */
  dataReadAt?: number | null;
};

export type PageEncoding = "br" | "gzip" | null;

export type CachedPage = {
  status: number;
  headers: [string, string][];
  nonce: string;
  perVisit: VisitTask[];
  /** The page's bytes in that encoding (each one compressed once, when first asked for). */
  body(encoding: PageEncoding): Promise<Buffer<ArrayBuffer>>;
};

export type PublicPageCache = {
  /** The key of this request's page, or null when it must be rendered for this visitor alone. */
  keyFor(request: PageRequest): string | null;
  get(key: string): CachedPage | undefined;
  /** The generation a render starts in: pass it back to store(). */
  begin(): number;
  /** Keeps a rendered page unless it may not be shared or a change happened since begin(); true if kept. */
  store(key: string, generation: number, page: RenderedPage): boolean;
  /** Runs a render, telling when the oldest visitor data it used was read (pass it to store() as dataReadAt). */
  track: VisitorDataCache["track"];
  readonly size: number;
  readonly bytes: number;
};

/** Hono's nonce: 16 random bytes in base64. */
const NONCE_SHAPE = /^[A-Za-z0-9+/]{22}={0,2}$/;
/** Request ids this server generates (randomUUID); one a client sent could be any text of the page. */
const OWN_REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** True when the Cookie header holds nothing but the language choice (or nothing at all). */
export function onlyLanguageCookie(cookie: string | null | undefined): boolean {
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((part) => part.trim())
    .every((part) => part === "" || part.startsWith(`${LOCALE_COOKIE}=`));
}

type Entry = { page: CachedPage; storedAt: number; generation: number; bytes: number };

export function createPublicPageCache(
  visitorData: Pick<VisitorDataCache, "generation" | "track">,
  compress: (html: Buffer, encoding: "br" | "gzip") => Promise<Buffer<ArrayBuffer>>,
  options: { ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number } = {},
): PublicPageCache {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  return {
    keyFor({ method, pathname, search, cookie, locale }) {
      if (method !== "GET" || !onlyLanguageCookie(cookie)) return null;
      if (!PUBLIC_PAGE_PATHS.some((path) => path.test(pathname))) return null;
      return `${locale} ${pathname}${search}`;
    },

    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== visitorData.generation || now() - entry.storedAt >= ttlMs) {
        drop(key);
        return undefined;
      }
      // Most recently used last: the first key is the one to drop when full.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },

    begin: () => visitorData.generation,

    track: (work) => visitorData.track(work),

    store(key, generation, page) {
      if (generation !== visitorData.generation) return false;
      if (page.status !== 200 || page.headers.has("Set-Cookie")) return false;
      if (!page.headers.get("Content-Type")?.startsWith("text/html")) return false;
      if (!NONCE_SHAPE.test(page.nonce) || !OWN_REQUEST_ID.test(page.requestId)) return false;
      // Its lifetime runs from when its data was read, so it never outlives that data.
      const storedAt = Math.min(now(), page.dataReadAt ?? Number.POSITIVE_INFINITY);
      if (now() - storedAt >= ttlMs) return false;
      // The id is ASCII, and ASCII bytes never occur inside a multi-byte UTF-8 character: the bytes are read as
      // one byte per character (latin1) and written back the same way, without decoding the page.
      const html = Buffer.from(page.html.toString("latin1").replaceAll(page.requestId, ""), "latin1");
      // The page and, at most, its two compressed forms.
      const size = html.length * 2;
      if (size > maxBytes / 4) return false;
      drop(key);
      const headers = new Headers(page.headers);
      headers.delete("Content-Length");
      const variants = new Map<"br" | "gzip", Promise<Buffer<ArrayBuffer>>>();
      const cached: CachedPage = {
        status: page.status,
        headers: [...headers.entries()],
        nonce: page.nonce,
        perVisit: page.perVisit,
        body(encoding) {
          if (!encoding) return Promise.resolve(html);
          let variant = variants.get(encoding);
          if (!variant) {
            variant = compress(html, encoding);
            variant.catch(() => variants.delete(encoding));
            variants.set(encoding, variant);
          }
          return variant;
        },
      };
      entries.set(key, { page: cached, storedAt, generation, bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      return true;
    },

    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
