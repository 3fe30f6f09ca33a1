/**
 * One server instance for the cross-process page-cache test (server/http/page-cache-two-processes.test.ts),
 * started as a child process with tsx: the app of server/start-app.ts (createDeps + createHttpApp) on the
 * PostgreSQL database of DATABASE_URL, with the production page mode, so the public page cache and the
 * visitor-data cache are on as in `npm start`; the pages are compiled by Vite on start instead of read from a
 * production build (the PostgreSQL test stage runs before the build). No job runner (JOBS_ENABLED=false), so
 * nothing but a request to this instance or the caches' lifetime refreshes what it shows.
 * Listens on 127.0.0.1:PORT, prints `ready` once it serves pages, and stops on SIGTERM or when stdin closes.
 */
import fsp from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { parseConfig } from "../config/load-config.ts";
import { createDeps } from "../create-deps.ts";
import { openPostgres } from "../db/client.ts";
import { createHttpApp } from "../http/create-app.ts";
import { createLogger } from "../lib/logger.ts";
import { projectRoot } from "../lib/project-root.ts";

/**
 * React Router's Vite plugin regenerates its route types while serving: it removes and rewrites
 * .react-router/types, under the feet of a typecheck running beside the tests (and of the other instance).
 * This instance only renders pages, so those writes are skipped.
 */
function skipRouteTypeWrites() {
  const generated = path.join(projectRoot(), ".react-router") + path.sep;
  const skip = (target: unknown) => String(target).startsWith(generated);
  const { rm, mkdir, writeFile } = fsp;
  fsp.rm = (target, ...rest) => (skip(target) ? Promise.resolve() : rm(target, ...rest));
  fsp.mkdir = ((target: string, ...rest: [never]) =>
    skip(target) ? Promise.resolve(undefined) : mkdir(target, ...rest)) as typeof fsp.mkdir;
  fsp.writeFile = (target, ...rest) => (skip(target) ? Promise.resolve() : writeFile(target, ...rest));
}

async function main() {
  const config = parseConfig(process.env);
  skipRouteTypeWrites();
  if (!config.DATABASE_URL) throw new Error("page-cache-instance needs DATABASE_URL");
  const database = await openPostgres(config.DATABASE_URL, 5);
  const deps = await createDeps(config, database, createLogger(config.LOG_LEVEL));
  process.stdout.write("loading vite\n");
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({
    root: projectRoot(),
    appType: "custom",
    logLevel: "error",
    cacheDir: path.join(config.dataDir, "vite"),
    // No HMR socket (its fixed port would clash between the two instances), no file watching, no scan.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        // The production build bundles a few packages into the pages (vite.config.ts ssr.noExternal); compiled
        // on the fly, lucide-react alone is ~2,000 modules and half the start: Node loads them as they are.
        name: "tropa-test-load-packages-from-node",
        config(config) {
          if (config.ssr) config.ssr.noExternal = [];
        },
      },
    ],
  });
  process.stdout.write("compiling pages\n");
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const app = createHttpApp(deps, { build, mode: "production" });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(config.PORT, "127.0.0.1", resolve));
  process.stdout.write("ready\n");

  const stop = async () => {
    server.closeAllConnections();
    server.close();
    await vite.close();
    await deps.bus.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  // The test holds stdin open: if it dies without stopping this instance, the instance stops too.
  process.stdin.on("end", () => void stop());
  process.stdin.resume();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
