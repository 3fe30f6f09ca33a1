import { randomUUID } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppDeps } from "../app-deps.ts";
import { buildDir } from "../lib/project-root.ts";
import type { TropaLoadContext } from "./load-context.ts";
import { resolveLocale } from "./resolve-locale.ts";

export type HttpAppOptions = {
  /** The React Router server build (a function in development, so Vite can reload it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
};

type Env = { Variables: { requestId: string } };

export function createHttpApp(deps: AppDeps, options: HttpAppOptions) {
  const app = new Hono<Env>();

  app.use("*", async (c, next) => {
    c.set("requestId", c.req.header("x-request-id") ?? randomUUID());
    await next();
  });

  app.onError((err, c) => {
    deps.logger.error("unhandled error", { requestId: c.get("requestId"), path: c.req.path, error: err });
    return c.json({ error: "internal", requestId: c.get("requestId") }, 500);
  });

  app.get("/api/health", async (c) => {
    const migrations = await deps.database.migrationsApplied();
    return c.json({ status: "ok", database: deps.database.kind, migrationsApplied: migrations });
  });

  if (options.mode === "production") {
    const clientDir = path.relative(process.cwd(), path.join(buildDir(), "client"));
    app.use("/assets/*", compress());
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  const handleRequest = createRequestHandler(options.build as never, options.mode);
  app.use("*", compress());
  app.all("*", (c) => {
    const context: TropaLoadContext = {
      deps,
      locale: resolveLocale(c.req.header("cookie"), c.req.header("accept-language")),
      requestId: c.get("requestId"),
      user: null,
    };
    return handleRequest(c.req.raw, context as never);
  });

  return app;
}
