import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fmtMs, median, printTable, ratio } from "./stats.ts";

const FLOOR_SERVER = `
const http = require("node:http");
http.createServer((req, res) => { res.setHeader("content-type", "text/html"); res.end("<!doctype html><h1>ok</h1>"); })
  .listen(Number(process.env.PORT), "127.0.0.1");
`;

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function timeRequest(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers: { "accept-language": "es" } });
  await res.text();
  return performance.now() - t;
}

type Sample = { startMs: number; firstRenderMs: number; warmRenderMs: number };

async function measure(
  command: string[],
  env: Record<string, string>,
  port: number,
  pagePath: string,
): Promise<Sample> {
  const t0 = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
  });
  try {
    const healthPath = pagePath === "/" && env.FLOOR ? "/" : "/api/health";
    await waitForHttp(`http://127.0.0.1:${port}${healthPath}`, 120_000);
    const startMs = performance.now() - t0;
    const firstRenderMs = await timeRequest(`http://127.0.0.1:${port}${pagePath}`);
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) warm.push(await timeRequest(`http://127.0.0.1:${port}${pagePath}`));
    return { startMs, firstRenderMs, warmRenderMs: median(warm) };
  } finally {
    await stopChild(child);
  }
}

/** Start-up on an existing data folder and the first page render, against a bare Node HTTP server. */
export async function runStartupBench(runs = 5): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-bench-"));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn", JOBS_ENABLED: "false" };
  const port = 3801;
  try {
    // First start creates and seeds the data folder; it is not part of the figures.
    const first = await measure(["node", "build/node/main.js"], env, port, "/");
    const tropa: Sample[] = [];
    const floor: Sample[] = [];
    for (let i = 0; i < runs; i++) {
      tropa.push(await measure(["node", "build/node/main.js"], env, port, "/"));
      floor.push(await measure(["node", "-e", FLOOR_SERVER], { FLOOR: "1" }, port + 1, "/"));
    }
    const row = (name: string, pick: (s: Sample) => number) => {
      const t = median(tropa.map(pick));
      const f = median(floor.map(pick));
      return { measure: name, tropa: fmtMs(t), floor: fmtMs(f), ratio: ratio(t, f) };
    };
    printTable(`Start-up and first render (median of ${runs}; floor: bare node:http server)`, [
      {
        measure: "first start (empty folder: migrate + seed)",
        tropa: fmtMs(first.startMs),
        floor: "-",
        ratio: "-",
      },
      row("start on existing data folder (until /api/health)", (s) => s.startMs),
      row("first render of / after start", (s) => s.firstRenderMs),
      row("warm render of / (median of 20)", (s) => s.warmRenderMs),
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
