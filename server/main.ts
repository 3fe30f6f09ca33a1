import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, parseConfig } from "./config/load-config.ts";
import { createDeps } from "./create-deps.ts";
import { openPglite, openPostgres } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { migrationFailureHint } from "./db/migration-failure-hint.ts";
import { createHttpApp } from "./http/create-app.ts";
import { jobHandlers, periodicTasks } from "./jobs/job-registry.ts";
import { startJobRunner } from "./jobs/job-runner.ts";
import { createLogger } from "./lib/logger.ts";
import { buildDir, projectRoot } from "./lib/project-root.ts";
import { attachRealtimeServer } from "./realtime/realtime-server.ts";
import { seedDemoDataIfEmpty } from "./seed/seed-demo-data.ts";

/** Set by scripts/build-server.mjs: the bundle serves the production client build instead of running Vite. */
const isBundle = process.env.TROPA_BUNDLE === "1";

async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      for (const problem of e.problems) console.error(problem);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const started = performance.now();

  let database: Awaited<ReturnType<typeof openPglite>>;
  try {
    database = config.DATABASE_URL
      ? await openPostgres(config.DATABASE_URL)
      : await openPglite(config.dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  try {
    await database.migrate();
  } catch (e) {
    const hint = config.DATABASE_URL ? null : migrationFailureHint(e, config.dataDir);
    if (!hint) throw e;
    console.error(hint);
    process.exit(1);
  }
  const deps = await createDeps(config, database, logger);
  if (config.demoMode && !config.isProduction) await seedDemoDataIfEmpty(deps);

  let listener: (req: IncomingMessage, res: ServerResponse) => void;
  if (isBundle) {
    const buildUrl = pathToFileURL(path.join(buildDir(), "server/index.js")).href;
    const build = (await import(buildUrl)) as ServerBuild;
    listener = getRequestListener(createHttpApp(deps, { build, mode: "production" }).fetch);
  } else {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true }, appType: "custom", root: projectRoot() }),
    );
    const app = createHttpApp(deps, {
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => honoListener(req, res));
  }

  const runner = config.JOBS_ENABLED ? startJobRunner(deps, jobHandlers, periodicTasks) : null;
  const server = createServer(listener);
  // Idle keep-alive connections outlive a proxy's or client's own idle timeout (load balancers commonly use
  // 60 s): with Node's 5 s default, a client reusing a connection the server just closed gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = attachRealtimeServer(server, deps);
  await realtime.ready();
  server.listen(config.PORT, config.HOST, () => {
    logger.info("tropa listening", {
      url: config.appUrl,
      database: database.kind,
      startupMs: Math.round(performance.now() - started),
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { signal });
    server.close();
    server.closeAllConnections();
    await realtime.close();
    await runner?.stop();
    await deps.bus.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
