/**
 * The server's entry: validates the configuration, listens at once (the startup gate answers /api/health 503
 * and holds page requests), then opens the database and loads the app (server/start-app.ts, a separate chunk
 * of the bundle, so its packages load after the port is open and while PGlite starts).
 */
import cluster from "node:cluster";
import { createServer } from "node:http";
import { runWorkers } from "./cluster/run-workers.ts";
import { workerCount } from "./cluster/worker-count.ts";
import { ConfigError, parseConfig } from "./config/load-config.ts";
import { createStartupGate } from "./http/startup-gate.ts";
import { createLogger } from "./lib/logger.ts";

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

  const gate = createStartupGate();
  const server = createServer(gate.listener);
  // Idle keep-alive connections outlive a proxy's or client's own idle timeout (load balancers commonly use
  // 60 s): with Node's 5 s default, a client reusing a connection the server just closed gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  logger.info("tropa accepting connections", {
    url: config.appUrl,
    sinceProcessStartMs: Math.round(performance.now()),
  });
  // PGlite's start (compiling its WebAssembly, reading the data folder) begins before the app's packages load.
  const opening = import("./db/client.ts").then(({ openPglite, openPostgres }) =>
    config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.dataDir),
  );
  opening.catch(() => {}); // awaited, and its failure reported, by startApp
  const { startApp } = await import("./start-app.ts");
  await startApp({ config, logger, server, gate, started, opening });
}

// TROPA_WORKERS (PostgreSQL only): this process forks that many servers sharing the port and only watches them.
const workers = workerCount(process.env);
if ("problem" in workers) {
  console.error(workers.problem);
  process.exit(1);
} else if (workers.count > 1 && cluster.isPrimary) {
  // Each worker bounds its own shutdown (SHUTDOWN_TIMEOUT_MS, checked by the worker's start); the primary waits a
  // little longer before killing them.
  const timeout = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
  runWorkers(workers.count, (message) => console.info(message), { shutdownTimeoutMs: timeout + 2_000 });
} else {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
