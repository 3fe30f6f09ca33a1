import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { renderErrorPage } from "./error-response.ts";
import { resolveLocale } from "./resolve-locale.ts";

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export type StartupGateOptions = {
  /** How long a request waits for the app before it is answered 503 (the start is stuck or very slow). */
  maxWaitMs?: number;
  /** Seconds a client is told to wait before trying again (Retry-After). */
  retryAfterSeconds?: number;
};

/**
 * Lets the HTTP server listen before the database is open (PGlite takes seconds to start on a slow or busy
 * machine). Until `open()` is called:
 * - `/api/health` answers 503 `{"status":"starting"}` at once, so a load balancer, an orchestrator or a
 *   script waiting for the server sends no traffic yet;
 * - every other request waits (a browser opened on `npm start` gets its page as soon as the app is ready,
 *   and a form posted meanwhile is answered, not lost), for at most `maxWaitMs`; after that it is answered
 *   503 with Retry-After (JSON for API calls, the site's own error page for pages, in the visitor's language).
 * After `open(listener)`, everything goes to the app, waiting requests first, in arrival order.
 * After `drain()` (a graceful shutdown has begun), `/api/health` answers 503 `{"status":"draining"}` so the load
 * balancer sends no new requests, and every response closes its connection (no idle keep-alive connection is left
 * for a proxy to reuse while the server stops); requests are still served.
 */
export function createStartupGate(options: StartupGateOptions = {}) {
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  let app: RequestListener | null = null;
  const waiting = new Set<() => void>();
  let draining = false;

  const unavailable = (req: IncomingMessage, res: ServerResponse, starting: boolean) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const headers = { "Cache-Control": "no-store", "Retry-After": retryAfter };
    const accept = req.headers.accept ?? "";
    const wantsJson =
      path.startsWith("/api/") ||
      path.endsWith(".data") ||
      (accept.includes("application/json") && !accept.includes("text/html"));
    if (wantsJson) {
      res.writeHead(503, { ...headers, "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(starting ? { status: "starting" } : { error: { code: "unavailable" } }));
      return;
    }
    const query = new URL(req.url ?? "/", "http://localhost").searchParams.get("lang") ?? undefined;
    const locale = resolveLocale(req.headers.cookie, req.headers["accept-language"], query);
    const retry = req.method === "GET" ? (req.url ?? "/") : undefined;
    res.writeHead(503, { ...headers, "Content-Type": "text/html; charset=utf-8" });
    res.end(renderErrorPage("internal", locale, randomUUID(), retry));
  };

  const listener: RequestListener = (req, res) => {
    if (draining) {
      res.shouldKeepAlive = false;
      if ((req.url ?? "/").split("?")[0] === "/api/health") {
        res.writeHead(503, {
          "Cache-Control": "no-store",
          "Content-Type": "application/json; charset=utf-8",
        });
        res.end(JSON.stringify({ status: "draining" }));
        return;
      }
    }
    if (app) return app(req, res);
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/api/health") return unavailable(req, res, true);
    // Hold the request (its body, unread, stays buffered in the stream) until the app is ready or the wait
    // runs out.
    let timer: NodeJS.Timeout | undefined;
    const release = () => {
      clearTimeout(timer);
      waiting.delete(release);
      if (app) app(req, res);
      else unavailable(req, res, false);
    };
    timer = setTimeout(release, maxWaitMs);
    waiting.add(release);
    // A client that gives up is not served later.
    res.once("close", () => {
      clearTimeout(timer);
      waiting.delete(release);
    });
  };

  return {
    listener,
    /** The app is ready: serve the waiting requests and everything after. */
    open(appListener: RequestListener) {
      app = appListener;
      for (const release of [...waiting]) release();
    },
    /** A shutdown has begun: health says so, connections close after their response. */
    drain() {
      draining = true;
    },
    isOpen: () => app !== null,
    waitingCount: () => waiting.size,
  };
}
