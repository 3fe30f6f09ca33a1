import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressHtml } from "../http/compress-page.ts";
import {
  createPublicPageCache as createCache,
  onlyLanguageCookie,
  type RenderedPage,
} from "./public-page-cache.ts";
import { createVisitorDataCache } from "./visitor-data-cache.ts";

const NONCE_A = "q1w2e3r4t5y6u7i8o9p0aA==";

/** Counts how often a page is compressed. */
let compressions = 0;
const createPublicPageCache = (
  data: Parameters<typeof createCache>[0],
  options?: Parameters<typeof createCache>[2],
) =>
  createCache(
    data,
    (html, encoding) => {
      compressions++;
      return compressHtml(html, encoding);
    },
    options,
  );

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  const requestId = overrides.requestId ?? randomUUID();
  const nonce = overrides.nonce ?? NONCE_A;
  return {
    status: 200,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Language": "es" }),
    // Text outside ASCII (accents, a dash, an emoji): the request id is removed from the bytes without decoding them.
    html: Buffer.from(
      `<html><script nonce="${nonce}">window.x={"requestId":"${requestId}"}</script><p>Surf — señora 🏄</p><script nonce="${nonce}"></script></html>`,
    ),
    nonce,
    requestId,
    perVisit: [],
    ...overrides,
  };
}

const request = (
  overrides: Partial<Parameters<ReturnType<typeof createPublicPageCache>["keyFor"]>[0]> = {},
) => ({
  method: "GET",
  pathname: "/viaje/surf",
  search: "",
  cookie: null,
  locale: "es" as const,
  ...overrides,
});

describe("public page cache: which requests share a page (issue 17)", () => {
  const cache = createPublicPageCache(createVisitorDataCache());

  it("keys the catalogue's public pages by language, path and query", () => {
    expect(cache.keyFor(request())).toBe("es /viaje/surf");
    expect(cache.keyFor(request({ locale: "en", search: "?departure=d1" }))).toBe(
      "en /viaje/surf?departure=d1",
    );
    for (const pathname of ["/", "/viajes", "/tropleader/0b5c1f9e-3a2d-4c5b-9e8f-7a6b5c4d3e2f"]) {
      expect(cache.keyFor(request({ pathname }))).not.toBeNull();
    }
  });

  it("renders every other page, method or visitor with cookies for that visitor alone", () => {
    for (const pathname of [
      "/login",
      "/mensajes",
      "/viaje/surf/extra",
      "/tropleader/dashboard",
      "/_bench/trivial",
    ]) {
      expect(cache.keyFor(request({ pathname }))).toBeNull();
    }
    expect(cache.keyFor(request({ method: "POST" }))).toBeNull();
    expect(cache.keyFor(request({ method: "HEAD" }))).toBeNull();
    expect(cache.keyFor(request({ cookie: "tropa.session_token=abc" }))).toBeNull();
    expect(cache.keyFor(request({ cookie: "tropa_lang=en; other=1" }))).toBeNull();
    expect(cache.keyFor(request({ cookie: "tropa_lang=en" }))).toBe("es /viaje/surf");
  });

  it("accepts only the language cookie", () => {
    expect(onlyLanguageCookie(undefined)).toBe(true);
    expect(onlyLanguageCookie("")).toBe(true);
    expect(onlyLanguageCookie("tropa_lang=es;")).toBe(true);
    expect(onlyLanguageCookie("tropa_lang=es; __Secure-tropa.session_token=x")).toBe(false);
    expect(onlyLanguageCookie("tropa_langx=es")).toBe(false);
  });
});

describe("public page cache: what is kept and for how long", () => {
  it("serves the page as rendered, with its nonce and without the request id, compressed once per encoding", async () => {
    const cache = createPublicPageCache(createVisitorDataCache());
    const rendered = page();
    expect(cache.store("k", cache.begin(), rendered)).toBe(true);
    const hit = cache.get("k");
    expect(hit?.nonce).toBe(NONCE_A);
    expect(hit?.status).toBe(200);
    expect(new Headers(hit?.headers).get("Content-Language")).toBe("es");
    const plain = (await hit?.body(null))?.toString("utf8") ?? "";
    expect(plain).toBe(rendered.html.toString("utf8").replace(rendered.requestId, ""));
    expect(plain).toContain("<p>Surf — señora 🏄</p>");
    expect(plain).toContain(`nonce="${NONCE_A}"`);
    expect(plain).toContain('"requestId":""');

    const before = compressions;
    const gz = await hit?.body("gzip");
    expect(gunzipSync(gz ?? Buffer.alloc(0)).toString("utf8")).toBe(plain);
    expect(await cache.get("k")?.body("gzip")).toBe(gz);
    await cache.get("k")?.body("br");
    await cache.get("k")?.body("br");
    expect(compressions - before).toBe(2);
  });

  it("forgets a page after the TTL and after any change, and never keeps one a change overtook", () => {
    let clock = 0;
    const data = createVisitorDataCache();
    const cache = createPublicPageCache(data, { ttlMs: 5_000, now: () => clock });
    cache.store("k", cache.begin(), page());
    clock = 4_999;
    expect(cache.get("k")).toBeDefined();
    clock = 5_000;
    expect(cache.get("k")).toBeUndefined();

    cache.store("k", cache.begin(), page());
    data.clear();
    expect(cache.get("k")).toBeUndefined();

    const started = cache.begin();
    data.clear();
    expect(cache.store("k", started, page())).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });

  it("forgets a page the TTL after its oldest data was read, not after its render", () => {
    let clock = 10_000;
    const cache = createPublicPageCache(createVisitorDataCache(), { ttlMs: 5_000, now: () => clock });
    // Rendered at 10 s from data another page had read at 6 s: kept until 11 s, not 15 s.
    expect(cache.store("k", cache.begin(), page({ dataReadAt: 6_000 }))).toBe(true);
    clock = 10_999;
    expect(cache.get("k")).toBeDefined();
    clock = 11_000;
    expect(cache.get("k")).toBeUndefined();
    // Data already as old as the TTL: not kept at all.
    expect(cache.store("k", cache.begin(), page({ dataReadAt: 6_000 }))).toBe(false);
    // Data read during the render (or none): the TTL runs from the render.
    expect(cache.store("k", cache.begin(), page({ dataReadAt: 12_000 }))).toBe(true);
    clock = 15_999;
    expect(cache.get("k")).toBeDefined();
  });

  it("keeps only a plain 200 HTML page rendered with this server's own request id and a real nonce", () => {
    const cache = createPublicPageCache(createVisitorDataCache());
    const g = cache.begin();
    expect(cache.store("a", g, page({ status: 404 }))).toBe(false);
    const withCookie = page();
    withCookie.headers.append("Set-Cookie", "tropa_lang=en; Path=/");
    expect(cache.store("b", g, withCookie)).toBe(false);
    expect(cache.store("c", g, page({ headers: new Headers({ "Content-Type": "text/x-script" }) }))).toBe(
      false,
    );
    // A request id a client sent could be any text of the page (a trip's id): replacing it would corrupt the page.
    expect(cache.store("d", g, page({ requestId: "surf-and-yoga" }))).toBe(false);
    expect(cache.store("e", g, page({ nonce: "abc" }))).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("stays within its entry and byte bounds, dropping the least recently used page", () => {
    const cache = createPublicPageCache(createVisitorDataCache(), { maxEntries: 2 });
    const g = cache.begin();
    cache.store("a", g, page());
    cache.store("b", g, page());
    cache.get("a");
    cache.store("c", g, page());
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();

    const small = createPublicPageCache(createVisitorDataCache(), { maxBytes: 1_600 });
    for (const key of ["a", "b", "c", "d", "e"]) small.store(key, g, page());
    expect(small.bytes).toBeLessThanOrEqual(1_600);
    expect(small.size).toBeGreaterThan(0);
    expect(small.size).toBeLessThan(5);
    expect(small.get("a")).toBeUndefined();
    expect(small.get("e")).toBeDefined();
  });
});
