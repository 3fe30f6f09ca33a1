import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../app-deps.ts";
import { isLoopbackRequest, resolveClientIp } from "../auth/client-ip.ts";
import { resolveSessionUser } from "../auth/resolve-session-user.ts";
import { buildDir, projectRoot } from "../lib/project-root.ts";
import type { CachedPage } from "../lib/public-page-cache.ts";
import { serveMetrics, timeRequests } from "../metrics/metrics-routes.ts";
import { createRouteLabeller } from "../metrics/route-pattern.ts";
import { createAuthApi } from "./auth-api.ts";
import { bodyLimits } from "./body-limits.ts";
import { compressPage } from "./compress-page.ts";
import { csrfProtection } from "./csrf-protection.ts";
import { createE2eFactoryRoutes, E2E_FACTORY_PATH, isE2eFactoryEnabled } from "./e2e-factory-routes.ts";
import { errorResponse } from "./error-response.ts";
import { createImageRoutes } from "./image-routes.ts";
import type { TropaLoadContext } from "./load-context.ts";
import { createMediaRoutes } from "./media-routes.ts";
import { createMessagingApi } from "./messaging-api.ts";
import { createNotificationsApi } from "./notifications-api.ts";
import { createPaymentWebhookRoutes } from "./payment-webhook-routes.ts";
import { localeCookie, resolveLocale } from "./resolve-locale.ts";
import { securityHeaders } from "./security-headers.ts";
import { lookupPublicPage, renderPublicPage, sendCachedPage } from "./serve-public-page.ts";
import { serveClientBuild, withPageCacheControl } from "./static-assets.ts";
import { createTranslationDraftApi } from "./translation-draft-api.ts";
import { createUploadsApi } from "./uploads-api.ts";
import { urlGuard } from "./url-guard.ts";

export type HttpAppOptions = {
  /** The React Router server build (a function in development, so Vite can reload it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
};

type Env = {
  Bindings: { incoming?: IncomingMessage };
  Variables: {
    requestId: string;
    clientIp: string;
    fromLoopback: boolean;
    secureHeadersNonce?: string;
    locale: Locale;
    page: { key: string | null; hit?: CachedPage };
  };
};

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** A request id given by the client (a proxy's) is kept only when it looks like one: it is logged and shown. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function createHttpApp(deps: AppDeps, options: HttpAppOptions) {
  const app = new Hono<Env>();
  const trustProxy = Boolean(deps.config.TRUST_PROXY);
  // Metrics on (server/metrics/): every request is timed from here; off, nothing is mounted and /metrics is a 404.
  if (deps.metrics) timeRequests(app, deps.metrics, options.build);
  // Tracing on (server/tracing/, OTEL_EXPORTER_OTLP_ENDPOINT): a server span per request; off, nothing is mounted.
  if (deps.tracing) app.use("*", deps.tracing.middleware(createRouteLabeller(options.build)));

  app.use("*", async (c, next) => {
    const given = c.req.header("x-request-id");
    c.set("requestId", given && REQUEST_ID.test(given) ? given : randomUUID());
    const clientIp = resolveClientIp(
      c.env?.incoming?.socket?.remoteAddress,
      c.req.header("x-forwarded-for"),
      trustProxy,
    );
    c.set("clientIp", clientIp);
    c.set("fromLoopback", isLoopbackRequest(clientIp, c.req.raw.headers, trustProxy));
    await next();
  });

  // Public pages as signed-out visitors get them are rendered once and reused briefly (public-page-cache.ts):
  // a kept page is found before the headers are written, so they carry the nonce it was rendered with.
  const pageCache = options.mode === "production" ? deps.pageCache : null;
  app.use("*", async (c, next) => {
    const locale = resolveLocale(
      c.req.header("cookie"),
      c.req.header("accept-language"),
      c.req.query("lang"),
    );
    c.set("locale", locale);
    const { pathname, search } = new URL(c.req.url);
    const cookie = c.req.header("cookie");
    const page = lookupPublicPage(pageCache, { method: c.req.method, pathname, search, cookie, locale });
    c.set("page", page);
    if (page.hit) c.set("secureHeadersNonce", page.hit.nonce);
    await next();
  });

  // Headers first, so that every answer below (refusals and errors included) carries them.
  app.use("*", securityHeaders(deps.config, options.mode));
  app.use("*", csrfProtection(deps.config));
  app.use("*", bodyLimits());
  app.use("*", urlGuard());
  // Any change this process answers empties what signed-out visitors are shown (server/lib/visitor-data-cache.ts).
  app.use("*", async (c, next) => {
    await next();
    if (!READ_METHODS.has(c.req.method)) deps.visitorCache.clear();
  });

  // Every failure is logged once, through the redacting logger, with the request id the visitor is shown.
  app.onError((err, c) => {
    deps.logger.error("unhandled error", { requestId: c.get("requestId"), path: c.req.path, error: err });
    return errorResponse(c, "internal", c.get("requestId"));
  });

  app.get("/api/health", async (c) => {
    const migrations = await deps.database.migrationsApplied();
    return c.json({ status: "ok", database: deps.database.kind, migrationsApplied: migrations });
  });

  if (deps.metrics) serveMetrics(app, deps.metrics, deps.config.METRICS_TOKEN);

  app.route("/media", createMediaRoutes(deps));
  app.route("/api", createUploadsApi(deps));
  app.route("/api", createMessagingApi(deps));
  app.route("/api", createNotificationsApi(deps));
  app.route("/api", createTranslationDraftApi(deps));
  app.route("/api", createPaymentWebhookRoutes(deps));

  app.route("/api", createAuthApi(deps));
  // The end-to-end tests' data factory exists only with E2E_FACTORY (demo mode, outside production) and
  // answers only this machine; otherwise its path is a plain 404 (the page router would answer a POST 405).
  if (isE2eFactoryEnabled(deps.config)) {
    deps.logger.info("e2e data factory enabled", { path: `${E2E_FACTORY_PATH}/<kind>` });
    app.route(E2E_FACTORY_PATH, createE2eFactoryRoutes(deps));
  } else {
    app.all(`${E2E_FACTORY_PATH}/*`, (c) => errorResponse(c, "not_found", c.get("requestId")));
  }
  app.route(
    "/img",
    createImageRoutes(deps, {
      staticRoot:
        options.mode === "production" ? path.join(buildDir(), "client") : path.join(projectRoot(), "public"),
    }),
  );

  if (options.mode === "production") {
    serveClientBuild(app, path.relative(process.cwd(), path.join(buildDir(), "client")));
  }

  const handleRequest = createRequestHandler(options.build as never, options.mode);
  app.use("*", compress());
  app.all("*", async (c) => {
    const requestId = c.get("requestId");
    const visit = { clientIp: c.get("clientIp"), userAgent: c.req.header("user-agent") ?? "", requestId };
    const acceptEncoding = c.req.header("accept-encoding") ?? null;
    const { key, hit } = c.get("page");
    if (hit) return sendCachedPage(hit, visit, acceptEncoding, deps.logger);
    const nonce = c.get("secureHeadersNonce");
    const response = await renderPublicPage(
      pageCache,
      key,
      { visit, nonce, logger: deps.logger },
      async (onEachVisit) => {
        // The signed-in user is resolved once per request; loaders and actions read context.user.
        const session = await resolveSessionUser(deps, c.req.raw.headers);
        const context: TropaLoadContext = {
          deps,
          locale: c.get("locale"),
          requestId,
          user: session.user,
          clientIp: c.get("clientIp"),
          fromLoopback: c.get("fromLoopback"),
          cspNonce: nonce,
          onEachVisit,
        };
        let rendered = await handleRequest(c.req.raw, context as never);
        rendered = withRefreshedSessionCookie(rendered, session.setCookie);
        rendered = withPageCacheControl(rendered, Boolean(session.user));
        // ?lang=en|es (the hreflang alternates) renders that language and keeps it, like the header toggle.
        if (c.req.query("lang") === context.locale) {
          rendered = new Response(rendered.body, rendered);
          rendered.headers.append("Set-Cookie", localeCookie(context.locale));
        }
        return rendered;
      },
    );
    // Pages are compressed here in one piece, off the JavaScript thread; the rest by compress() above.
    return compressPage(response, acceptEncoding);
  });

  return app;
}

/** Appends better-auth's refreshed session cookie unless the page itself changed the session (login, logout). */
function withRefreshedSessionCookie(response: Response, setCookie: string[]): Response {
  if (setCookie.length === 0) return response;
  if (response.headers.getSetCookie().some((c) => /session_token=/.test(c))) return response;
  const copy = new Response(response.body, response);
  for (const cookie of setCookie) copy.headers.append("Set-Cookie", cookie);
  return copy;
}
