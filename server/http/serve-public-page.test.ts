import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { createPublicPageCache, type PageRequest, type Visit } from "../lib/public-page-cache.ts";
import { createVisitorDataCache } from "../lib/visitor-data-cache.ts";
import { compressHtml } from "./compress-page.ts";
import { lookupPublicPage, type PageRender, renderPublicPage, sendCachedPage } from "./serve-public-page.ts";

const logger = createLogger("silent");
const newNonce = () => Buffer.from(randomUUID().replaceAll("-", "").slice(0, 16)).toString("base64");
const visitor = (clientIp: string): Visit => ({ clientIp, userAgent: "Firefox", requestId: randomUUID() });
const tripPage: PageRequest = {
  method: "GET",
  pathname: "/viaje/surf",
  search: "",
  cookie: null,
  locale: "es",
};
const newCache = () => createPublicPageCache(createVisitorDataCache(), compressHtml);

/** A page like a trip page: its scripts carry the nonce, its data the request id, and it counts a view. */
function tripPageRenderer(views: string[]) {
  let renders = 0;
  const render =
    (nonce: string, visit: Visit): PageRender =>
    async (onEachVisit) => {
      renders++;
      await onEachVisit(async ({ clientIp }) => {
        views.push(clientIp);
      });
      return new Response(
        `<script nonce="${nonce}">({"requestId":"${visit.requestId}"})</script><h1>Surf</h1>`,
        {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        },
      );
    };
  return { render, renders: () => renders };
}

/** What create-app does for one request: look up, then send the kept page or render (and maybe keep) it. */
async function serve(
  cache: ReturnType<typeof newCache> | null,
  request: PageRequest,
  visit: Visit,
  trip: ReturnType<typeof tripPageRenderer>,
) {
  const { key, hit } = lookupPublicPage(cache, request);
  const nonce = hit?.nonce ?? newNonce();
  const response = hit
    ? await sendCachedPage(hit, visit, null, logger)
    : await renderPublicPage(cache, key, { visit, nonce, logger }, trip.render(nonce, visit));
  return { nonce, response, html: await response.text() };
}

describe("serving a public page from the page cache (issue 17)", () => {
  it("renders once, then sends the same page to each visitor and counts each one's view", async () => {
    const cache = newCache();
    const views: string[] = [];
    const trip = tripPageRenderer(views);
    const first = await serve(cache, tripPage, visitor("10.0.0.1"), trip);
    expect(first.response.status).toBe(200);
    for (const ip of ["10.0.0.2", "10.0.0.3"]) {
      const next = await serve(cache, tripPage, visitor(ip), trip);
      expect(next.response.status).toBe(200);
      expect(next.nonce).toBe(first.nonce);
      expect(next.html).toBe(`<script nonce="${first.nonce}">({"requestId":""})</script><h1>Surf</h1>`);
      expect(next.response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(next.response.headers.get("Vary")).toContain("Accept-Encoding");
    }
    expect(trip.renders()).toBe(1);
    expect(views).toEqual(["10.0.0.1", "10.0.0.2", "10.0.0.3"]);
  });

  it("sends the page compressed as the browser accepts it", async () => {
    const cache = newCache();
    const trip = tripPageRenderer([]);
    await serve(cache, tripPage, visitor("10.0.0.1"), trip);
    const hit = lookupPublicPage(cache, tripPage).hit;
    if (!hit) throw new Error("the page was not kept");
    const br = await sendCachedPage(hit, visitor("10.0.0.2"), "gzip, deflate, br", logger);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const gzip = await sendCachedPage(hit, visitor("10.0.0.3"), "gzip", logger);
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    const none = await sendCachedPage(hit, visitor("10.0.0.4"), "identity", logger);
    expect(none.headers.get("Content-Encoding")).toBeNull();
    expect(await none.text()).toContain("<h1>Surf</h1>");
  });

  it("renders again after a change", async () => {
    const data = createVisitorDataCache();
    const cache = createPublicPageCache(data, compressHtml);
    const trip = tripPageRenderer([]);
    await serve(cache, tripPage, visitor("10.0.0.1"), trip);
    await serve(cache, tripPage, visitor("10.0.0.1"), trip);
    data.clear();
    await serve(cache, tripPage, visitor("10.0.0.1"), trip);
    expect(trip.renders()).toBe(2);
  });

  it("keeps a page no longer than the visitor data it was rendered from", async () => {
    let clock = 0;
    const data = createVisitorDataCache({ now: () => clock });
    const cache = createPublicPageCache(data, compressHtml, { now: () => clock });
    let renders = 0;
    const render = async (visit: Visit) => {
      const { key } = lookupPublicPage(cache, tripPage);
      const nonce = newNonce();
      return renderPublicPage(cache, key, { visit, nonce, logger }, async () => {
        renders++;
        const seats = await data.get("trip:surf", async () => "12");
        return new Response(`<script nonce="${nonce}"></script><p>${seats}</p>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      });
    };
    // Another page read the trip at 0 s; this one is first rendered at 4 s, from that data.
    await data.get("trip:surf", async () => "12");
    clock = 4_000;
    await render(visitor("10.0.0.1"));
    clock = 4_999;
    expect(lookupPublicPage(cache, tripPage).hit).toBeDefined();
    clock = 5_000;
    expect(lookupPublicPage(cache, tripPage).hit).toBeUndefined();
    await render(visitor("10.0.0.1"));
    expect(renders).toBe(2);
  });

  it("renders every time without a cache (development) or for a visitor with a session cookie", async () => {
    const cache = newCache();
    const trip = tripPageRenderer([]);
    for (let i = 0; i < 2; i++) {
      await serve(null, tripPage, visitor("10.0.0.1"), trip);
      await serve(cache, { ...tripPage, cookie: "tropa.session_token=abc" }, visitor("10.0.0.1"), trip);
    }
    expect(trip.renders()).toBe(4);
    expect(cache.size).toBe(0);
  });

  it("serves the page even when a visitor's bookkeeping fails, and logs it", async () => {
    const cache = newCache();
    const warn = vi.spyOn(logger, "warn");
    const visit = visitor("10.0.0.1");
    const { key } = lookupPublicPage(cache, tripPage);
    const response = await renderPublicPage(
      cache,
      key,
      { visit, nonce: newNonce(), logger },
      async (onEachVisit) => {
        await onEachVisit(async () => {
          throw new Error("database busy");
        });
        return new Response("<h1>Surf</h1>", { headers: { "Content-Type": "text/html" } });
      },
    );
    expect(await response.text()).toBe("<h1>Surf</h1>");
    expect(warn).toHaveBeenCalledWith(
      "per-visit work failed",
      expect.objectContaining({ requestId: visit.requestId }),
    );
    const hit = lookupPublicPage(cache, tripPage).hit;
    if (!hit) throw new Error("the page was not kept");
    const again = await sendCachedPage(hit, visitor("10.0.0.2"), null, logger);
    expect(await again.text()).toBe("<h1>Surf</h1>");
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
