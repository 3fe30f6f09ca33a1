/**
 * Start-up of the production-mode start (NODE_ENV=production TROPA_ENV=local node build/node/main.js) on an
 * existing data folder (PGlite), next to a bare node:http server started the same way:
 * - accepting: until the first HTTP answer (the startup gate answers /api/health 503 while the database opens);
 * - ready: until /api/health answers 200 (database open and migrated, pages loaded): the start-up time;
 * - the first render of / after that, and a warm one.
 * The server logs the time of each phase of its start ("tropa listening": boot, listenAndLoadApp,
 * openDatabase, migrate, …); their medians are printed too.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { productionEnv, serverEntry, startBenchServer, stopChild } from "./bench-server.ts";
import { fmtMs, median, printTable, ratio } from "./stats.ts";

const FLOOR_SERVER = `
const http = require("node:http");
http.createServer((req, res) => { res.setHeader("content-type", "text/html"); res.end("<!doctype html><h1>ok</h1>"); })
  .listen(Number(process.env.PORT), "127.0.0.1");
`;

/** Polls `url` until it answers at all (any status); then until it answers 200. Times from `t0`. */
async function pollUntil(url: string, t0: number, timeoutMs: number) {
  let accepting: number | null = null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      accepting ??= performance.now() - t0;
      if (res.ok) return { accepting, ready: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function timeRequest(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers: { "accept-language": "es" } });
  await res.text();
  return performance.now() - t;
}

type Sample = {
  acceptingMs: number;
  readyMs: number;
  firstRenderMs: number;
  warmRenderMs: number;
  phases: Record<string, number>;
};

async function measure(command: string[], env: Record<string, string>, port: number, healthPath: string) {
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let phases: Record<string, number> = {};
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    for (const line of chunk.split("\n")) {
      if (!line.includes('"tropa listening"')) continue;
      try {
        phases = (JSON.parse(line) as { phases?: Record<string, number> }).phases ?? {};
      } catch {
        // another line
      }
    }
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const { accepting, ready } = await pollUntil(`${base}${healthPath}`, t0, 180_000);
    const firstRenderMs = await timeRequest(`${base}/`);
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) warm.push(await timeRequest(`${base}/`));
    return { acceptingMs: accepting, readyMs: ready, firstRenderMs, warmRenderMs: median(warm), phases };
  } finally {
    await stopChild(child);
  }
}

export type StartupFigures = { readyMs: number; acceptingMs: number; firstStartMs: number };

/** Start-up on an existing data folder, median of `runs`, against a bare Node HTTP server. */
export async function runStartupBench(runs = 5, port = 3321): Promise<StartupFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-bench-startup-"));
  try {
    // The first start creates the data folder and loads the demo data: reported, not part of the medians.
    const t0 = performance.now();
    const first = await startBenchServer(dataDir, port);
    const firstStartMs = performance.now() - t0;
    await first.stop();
    const env = productionEnv(dataDir, port);
    const tropa: Sample[] = [];
    const floor: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      tropa.push(await measure(["node", serverEntry()], env, port, "/api/health"));
      floor.push(await measure(["node", "-e", FLOOR_SERVER], {}, port + 1, "/"));
    }
    const row = (name: string, pick: (s: Sample) => number) => {
      const t = median(tropa.map(pick));
      const f = median(floor.map(pick));
      return { measure: name, tropa: fmtMs(t), floor: fmtMs(f), ratio: ratio(t, f) };
    };
    printTable(
      `Start-up of the production-mode start on PGlite (median of ${runs}; floor: a bare node:http server)`,
      [
        {
          measure: "first start (empty folder: migrate + demo data)",
          tropa: fmtMs(firstStartMs),
          floor: "-",
          ratio: "-",
        },
        row("accepting connections (first answer, 503 while starting)", (s) => s.acceptingMs),
        row("ready: /api/health 200 (existing data folder)", (s) => s.readyMs),
        row("first render of / after ready", (s) => s.firstRenderMs),
        row("warm render of / (median of 20)", (s) => s.warmRenderMs),
      ],
    );
    const names = [...new Set(tropa.flatMap((s) => Object.keys(s.phases)))];
    console.info(
      `Phases of the start (server log, median ms): ${names
        .map((n) => `${n} ${median(tropa.map((s) => s.phases[n] ?? 0)).toFixed(0)}`)
        .join(", ")}`,
    );
    return {
      readyMs: median(tropa.map((s) => s.readyMs)),
      acceptingMs: median(tropa.map((s) => s.acceptingMs)),
      firstStartMs,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
