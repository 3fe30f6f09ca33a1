import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** Hashed file names (Vite's /assets/*): a new build gives new names, so a browser may keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else in the client build (favicons, robots.txt, the demo images): an hour. */
export const SHORT_LIVED = "public, max-age=3600";

/**
 * The client build, as files: the brotli or gzip copy written at build time (scripts/precompress-assets.mjs)
 * when the browser accepts it (`Vary: Accept-Encoding`), else the file itself, compressed on the fly only if
 * no copy exists and the type is compressible.
 */
// biome-ignore lint/suspicious/noExplicitAny: mounted on apps with their own variables
export function serveClientBuild(app: Hono<any>, clientDir: string): void {
  const files = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => c.set(SERVED, true),
  });
  app.use("/assets/*", cacheFor(IMMUTABLE), compress(), files);
  app.use("*", cacheFor(SHORT_LIVED), files);
}

const SERVED = "staticFileServed";

/**
 * Sets the policy on a file this build served, after the fact (serve-static's onFound runs once its answer is
 * built); a request that went on to the pages is left alone.
 */
const cacheFor =
  (policy: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.get(SERVED) && c.res.ok) c.res.headers.set("Cache-Control", policy);
  };

/**
 * Pages (HTML and React Router's .data answers) are never reused without asking the server again: each carries
 * this request's CSP nonce and, once signed in, the user's data. A signed-in page is `private` (no shared cache
 * may keep it); a visitor's may be kept by a shared cache but must be revalidated. Answers that chose their own
 * policy (receipts, CSV exports, downloads) keep it.
 */
export function withPageCacheControl(response: Response, signedIn: boolean): Response {
  if (response.headers.has("Cache-Control")) return response;
  const type = response.headers.get("Content-Type") ?? "";
  if (!/^text\/html|^text\/x-script/.test(type)) return response;
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", signedIn ? "private, no-cache" : "public, no-cache");
  if (!/\bcookie\b/i.test(copy.headers.get("Vary") ?? "")) copy.headers.append("Vary", "Cookie");
  return copy;
}
