import { createHash, timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { AppMetrics } from "./app-metrics.ts";
import { createRouteLabeller, UNMATCHED } from "./route-pattern.ts";

/**
 * Times every request by route pattern (server/metrics/route-pattern.ts). Mounted first in
 * server/http/create-app.ts, and only when metrics are on.
 */
export function timeRequests(
  // biome-ignore lint/suspicious/noExplicitAny: mounted on the app whatever its variables
  app: Hono<any>,
  metrics: AppMetrics,
  build: ServerBuild | (() => Promise<ServerBuild>),
): void {
  const labelOf = createRouteLabeller(build);
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = await labelOf(c).catch(() => UNMATCHED);
    metrics.observeRequest(route, c.req.method, c.res.status, seconds);
  });
}

/**
 * GET /metrics in Prometheus' text format. With METRICS_TOKEN, only `Authorization: Bearer <token>` (compared in
 * constant time) is answered, anything else 401. Never stored by a cache; no rate limit applies to it.
 */
// biome-ignore lint/suspicious/noExplicitAny: mounted on the app whatever its variables
export function serveMetrics(app: Hono<any>, metrics: AppMetrics, token: string | undefined): void {
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (token !== undefined && !bearerMatches(c.req.header("authorization"), token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    const { contentType, body } = await metrics.render();
    return c.body(body, 200, { "Content-Type": contentType });
  });
}

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header?.trim() ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
