/**
 * The server the page benches measure: the production-mode start of `npm start`
 * (NODE_ENV=production TROPA_ENV=local node build/node/main.js) on PGlite, with the demo data, on loopback.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { buildDir, projectRoot } from "#server/lib/project-root";

export type BenchServer = { base: string; child: ChildProcess; stop(): Promise<void> };

/** The environment of the production-mode start, on `dataDir` and `port`. */
export function productionEnv(dataDir: string, port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    TROPA_ENV: "local",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    JOBS_ENABLED: "false",
    LOG_LEVEL: "warn",
    // The render-throughput floor, /_bench/trivial (app/routes/[_bench].trivial.tsx).
    BENCH_ROUTES: "true",
  };
}

export const serverEntry = () => path.join(buildDir(), "node", "main.js");

/** Waits until `url` answers 200 (the startup gate answers /api/health 503 while the database opens). */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Starts the production-mode server and waits until it is ready (a first start also seeds the demo data). */
export async function startBenchServer(dataDir: string, port: number): Promise<BenchServer> {
  const child = spawn("node", [serverEntry()], {
    cwd: projectRoot(),
    env: { ...process.env, ...productionEnv(dataDir, port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, 180_000);
  } catch (e) {
    await stopChild(child);
    throw e;
  }
  return { base, child, stop: () => stopChild(child) };
}

/** The public pages the benches visit, found in the demo data through the pages themselves. */
export async function findPublicPages(base: string): Promise<{ trip: string; creator: string }> {
  const explore = await (await fetch(`${base}/viajes`, { headers: { "accept-language": "es" } })).text();
  const trip = /href="(\/viaje\/[^"?#]+)"/.exec(explore)?.[1];
  if (!trip) throw new Error("no trip link on /viajes");
  const tripHtml = await (await fetch(`${base}${trip}`, { headers: { "accept-language": "es" } })).text();
  const creator = /href="(\/tropleader\/[0-9a-f-]{36})"/.exec(tripHtml)?.[1];
  if (!creator) throw new Error(`no creator link on ${trip}`);
  return { trip, creator };
}
