import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { Config } from "./config/load-config.ts";
import { createDeps } from "./create-deps.ts";
import type { Database } from "./db/client.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { migrationFailureHint } from "./db/migration-failure-hint.ts";
import { createHttpApp } from "./http/create-app.ts";
import type { createStartupGate, RequestListener } from "./http/startup-gate.ts";
import { jobHandlers, periodicTasks } from "./jobs/job-registry.ts";
import { startJobRunner } from "./jobs/job-runner.ts";
import type { Logger } from "./lib/logger.ts";
import { buildDir, projectRoot } from "./lib/project-root.ts";
import { createGracefulShutdown } from "./lifecycle/graceful-shutdown.ts";
import { attachRealtimeServer } from "./realtime/realtime-server.ts";
import { seedDemoDataIfEmpty } from "./seed/seed-demo-data.ts";

/** Set by scripts/build-server.mjs: the bundle serves the production client build instead of running Vite. */
const isBundle = process.env.TROPA_BUNDLE === "1";

type StartOptions = {
  config: Config;
  logger: Logger;
  /** Already listening, behind the startup gate. */
  server: Server;
  gate: ReturnType<typeof createStartupGate>;
  /** performance.now() when main() began. */
  started: number;
  /** The database being opened (started by main() before this module loaded, so the two overlap). */
  opening: Promise<Database>;
};

/**
 * Opens the database, migrates it, builds the app and opens the gate. The time of each phase is logged with
 * "tropa listening" (boot: Node's start and loading the entry, before main()).
 */
export async function startApp(options: StartOptions): Promise<void> {
  const { config, logger, server, gate, started } = options;
  const phases: Record<string, number> = { boot: Math.round(started) };
  let mark = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };

  phase("listenAndLoadApp");
  // The page build is loaded while the database opens.
  const pageBuild = isBundle
    ? (import(pathToFileURL(path.join(buildDir(), "server/index.js")).href) as Promise<ServerBuild>)
    : null;
  pageBuild?.catch(() => {});

  let database: Database;
  try {
    database = await options.opening;
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  phase("openDatabase"); // what is left of it once the app has loaded
  try {
    await database.migrate();
  } catch (e) {
    const hint = config.DATABASE_URL ? null : migrationFailureHint(e, config.dataDir);
    if (!hint) throw e;
    console.error(hint);
    process.exit(1);
  }
  phase("migrate");
  const deps = await createDeps(config, database, logger);
  phase("createDeps");
  if (config.demoMode && !config.isProduction) await seedDemoDataIfEmpty(deps);
  phase("seedCheck");

  let listener: RequestListener;
  if (pageBuild) {
    const build = await pageBuild;
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
  phase("pages");

  const runner = config.JOBS_ENABLED ? startJobRunner(deps, jobHandlers, periodicTasks) : null;
  const realtime = attachRealtimeServer(server, deps);
  await realtime.ready();
  phase("realtime");
  gate.open(listener);
  logger.info("tropa listening", {
    url: config.appUrl,
    database: database.kind,
    startupMs: Math.round(performance.now() - started),
    sinceProcessStartMs: Math.round(performance.now()),
    phases,
  });
  // `npm run backup` asks this process for the embedded database it holds (docs/decisions/0036-backups-of-the-embedded-database.md).
  // Opened after the server serves, off the start-up path.
  const backupSocket = database.client
    ? import("./backup/backup-socket.ts")
        .then((m) => m.startBackupSocket(config.dataDir, database.client!, logger))
        .catch((error: unknown) => {
          logger.warn("backup socket not opened: npm run backup needs the server stopped", { error });
          return null;
        })
    : Promise.resolve(null);

  const stop = createGracefulShutdown({
    server,
    gate,
    realtime,
    runner,
    close: [
      () => deps.bus.close(),
      async () => (await backupSocket)?.close(),
      () => database.close(),
      // Sends the spans still batched (tracing on).
      async () => deps.tracing?.shutdown(),
    ],
    logger,
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    exit: (code) => process.exit(code),
  });
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
