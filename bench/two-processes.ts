/**
 * Two processes on two cores (issue 37): the production build on PostgreSQL, migrated and seeded with the demo
 * data, started once as one process (TROPA_WORKERS=1) and once in the cluster mode (TROPA_WORKERS=2), both
 * running side by side on the same database and measured in alternating rounds (one, two; then two, one) so the
 * machine's noise falls on both. For each: req/s of
 *   - the trivial route (/_bench/trivial): what the machine allows at all, the load generator included;
 *   - a trip page rendered each time (a cookie the page cache never shares, as in render-throughput.ts);
 *   - the demo traveller's dashboard (/viajero/dashboard), signed in with a real session.
 * Target: two processes ≥ 1.6× one for the two pages. The load generator runs in this process and takes CPU
 * from the same two cores, so the table also gives each figure as a share of the trivial route in the same mode,
 * and the CPU each side used (server processes, this load generator, the whole machine) during the rounds.
 * Runs on TEST_DATABASE_URL (a database of its own is created there and dropped), or starts a throwaway
 * PostgreSQL with scripts/with-postgres.sh. Needs the production build (TROPA_BUILD_DIR picks another).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { projectRoot } from "#server/lib/project-root";
import { findPublicPages, productionEnv, serverEntry, stopChild } from "./bench-server.ts";
import { httpLoad, type LoadResult } from "./http-load.ts";
import { median, printTable } from "./stats.ts";

/** BENCH_CORES_PORT: the first of three ports (one process, two processes, the throwaway PostgreSQL). */
const BASE_PORT = Number(process.env.BENCH_CORES_PORT ?? 3420);
const ROUNDS = Number(process.env.BENCH_CORES_ROUNDS ?? 3);
const DURATION_MS = Number(process.env.BENCH_CORES_DURATION_MS ?? 4_000);
/** Enough to keep two workers busy (the cluster hands each connection to the next worker: 12 each). */
const CONNECTIONS = 24;
export const TWO_PROCESS_TARGET = 1.6;
/** Where the child started under with-postgres.sh writes its rows for the parent's summary. */
const RESULT_FILE_VAR = "BENCH_CORES_RESULT_FILE";

const TRAVELLER = { email: "viajero@tropa.demo", password: "tropa1234" };
/** Any cookie but the language one: the page is rendered for this request alone (decision 0028). */
const UNCACHED = "bench_rendered_each_time=1";

export type CoresRow = {
  target: string;
  /** A page (held to the target) rather than the trivial route (context). */
  page: boolean;
  one: number;
  two: number;
  oneShare: number;
  twoShare: number;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" ");

/** One GET on a connection of its own, so the cluster may hand it to any worker. */
function getFresh(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
  });
}

type Server = { name: string; base: string; child: ChildProcess; output: () => string };

/** Starts the build with `workers` processes; ready once `workers * 4` fresh connections in a row answer 200. */
async function startServer(
  name: string,
  port: number,
  databaseUrl: string,
  dataDir: string,
  workers: number,
): Promise<Server> {
  const child = spawn(process.execPath, [serverEntry()], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      ...productionEnv(dataDir, port),
      DATABASE_URL: databaseUrl,
      TROPA_WORKERS: String(workers),
      // Shared by both servers, so the traveller's session cookie is valid on each.
      SESSION_SECRET: "bench-two-processes-secret-0123456789abcdef",
      DEMO_MODE: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c) => {
    output += c;
  });
  child.stderr?.on("data", (c) => {
    output += c;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  let inARow = 0;
  while (inARow < workers * 4) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`${name} not ready:\n${output}`);
    }
    if ((await getFresh(`${base}/api/health`)) === 200) inARow++;
    else {
      inARow = 0;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { name, base, child, output: () => output };
}

/** A real sign-in of the demo traveller: the session cookie a browser would send. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(TRAVELLER),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session_token="));
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${TRAVELLER.email} failed (${res.status})`);
  return cookie;
}

type ProcTable = Map<number, { ppid: number; cpu: number }>;

/** Every process's parent and CPU seconds (user + system), from /proc. */
function readProcTable(): ProcTable {
  const table: ProcTable = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      // utime, stime and the same of its children that exited (PostgreSQL's backends come and go), in USER_HZ
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      table.set(Number(entry), {
        ppid: Number(fields[1]),
        cpu: ticks / 100,
      });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** `rootPid` and its descendants (the cluster's workers, PostgreSQL's backends). */
function treeOf(table: ProcTable, rootPid: number): number[] {
  const pids: number[] = [];
  for (const pid of table.keys()) {
    for (let p = pid, hops = 0; p > 1 && hops < 20; hops++) {
      if (p === rootPid) {
        pids.push(pid);
        break;
      }
      p = table.get(p)?.ppid ?? 0;
    }
  }
  return pids;
}

const treeCpu = (table: ProcTable, rootPid: number) =>
  treeOf(table, rootPid).reduce((sum, pid) => sum + (table.get(pid)?.cpu ?? 0), 0);

/**
 * CPU seconds of the main threads of `pids` alone (for Node: the JavaScript thread). The rest of a Node
 * process is V8's helper threads (garbage collection, compilation) and libuv's pool (page compression).
 */
function mainThreadsCpu(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/** The postmaster listening on `port` on this machine (a throwaway server), or null (elsewhere). */
function findPostmaster(port: string): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (!/\/postgres$/.test(args[0] ?? "")) continue;
      const at = args.indexOf("-p");
      if (at >= 0 && args[at + 1] === port) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** Busy CPU seconds of the whole machine (/proc/stat). */
function machineBusy(): number {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return (total - (fields[3] ?? 0) - (fields[4] ?? 0)) / 100;
}

type Target = { name: string; path: string; headers: Record<string, string>; page: boolean };
/** CPU milliseconds per request of each side, and the machine's busy cores, while measuring. */
type Usage = {
  server: number;
  serverMain: number;
  postgres: number;
  loader: number;
  machineCores: number;
};

async function measure(
  server: Server,
  target: Target,
  postmaster: number | null,
): Promise<{ result: LoadResult; usage: Usage }> {
  const url = `${server.base}${target.path}`;
  const options = { connections: CONNECTIONS, headers: target.headers, warmupMs: 0 };
  await httpLoad(url, { ...options, durationMs: 1_000 });
  const snapshot = () => {
    const table = readProcTable();
    return {
      server: treeCpu(table, server.child.pid!),
      serverMain: mainThreadsCpu(treeOf(table, server.child.pid!)),
      postgres: postmaster ? treeCpu(table, postmaster) : Number.NaN,
      loader: process.cpuUsage(),
      machine: machineBusy(),
      at: performance.now(),
    };
  };
  const before = snapshot();
  const result = await httpLoad(url, { ...options, durationMs: DURATION_MS });
  const after = snapshot();
  if (result.errors > 0) throw new Error(`${target.name} on ${server.name}: ${result.errors} errors`);
  const loader = process.cpuUsage(before.loader);
  const perRequest = (seconds: number) => (seconds * 1000) / result.requests;
  return {
    result,
    usage: {
      server: perRequest(after.server - before.server),
      serverMain: perRequest(after.serverMain - before.serverMain),
      postgres: perRequest(after.postgres - before.postgres),
      loader: perRequest((loader.user + loader.system) / 1e6),
      machineCores: ((after.machine - before.machine) * 1000) / (after.at - before.at),
    },
  };
}

async function runOnPostgres(adminUrl: string): Promise<CoresRow[]> {
  const dbName = `tropa_bench_cores_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tropa-bench-cores-"));
  const servers: Server[] = [];
  try {
    console.info(
      `\n# Two processes on two cores (PostgreSQL; ${os.cpus().length} cores; ${ROUNDS} rounds of ${DURATION_MS / 1000} s per figure, ${CONNECTIONS} connections)\n` +
        `load average at start: ${loadAverage()}`,
    );
    // One after the other: the first migrates and seeds the empty database, the second finds it ready.
    const one = await startServer("one process", BASE_PORT, databaseUrl, dataDir, 1);
    servers.push(one);
    const two = await startServer("two processes", BASE_PORT + 1, databaseUrl, dataDir, 2);
    servers.push(two);
    const postmaster = findPostmaster(url.port || "5432");
    const { trip } = await findPublicPages(one.base);
    const session = await signIn(one.base);
    const dashboard = await getFresh(`${two.base}/viajero/dashboard`, { cookie: session });
    if (dashboard !== 200) throw new Error(`the traveller's dashboard answered ${dashboard}`);
    const targets: Target[] = [
      { name: "trivial route", path: "/_bench/trivial", headers: {}, page: false },
      { name: "trip page (rendered each time)", path: trip, headers: { cookie: UNCACHED }, page: true },
      {
        name: "traveller dashboard (signed in)",
        path: "/viajero/dashboard",
        headers: { cookie: session },
        page: true,
      },
    ];
    // Each process's code warmed (a worker of the two gets half the requests) before anything is kept.
    for (const server of [one, two]) {
      for (const target of targets) await measure(server, target, postmaster);
    }
    const perSecond = new Map<string, number[]>();
    const usages = new Map<string, Usage[]>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [one, two] : [two, one];
      for (const target of targets) {
        for (const server of order) {
          const { result, usage } = await measure(server, target, postmaster);
          const key = `${server.name}|${target.name}`;
          perSecond.set(key, [...(perSecond.get(key) ?? []), result.perSecond]);
          usages.set(key, [...(usages.get(key) ?? []), usage]);
        }
      }
    }
    const med = (server: Server, target: Target) => median(perSecond.get(`${server.name}|${target.name}`)!);
    const rows: CoresRow[] = targets.map((t) => ({
      target: t.name,
      page: t.page,
      one: med(one, t),
      two: med(two, t),
      oneShare: med(one, t) / med(one, targets[0]!),
      twoShare: med(two, t) / med(two, targets[0]!),
    }));
    printTable(
      `req/s, median of ${ROUNDS} alternating round${ROUNDS === 1 ? "" : "s"} (target: two processes ≥ ${TWO_PROCESS_TARGET}× one for the pages)`,
      rows.map((r) => ({
        "": r.target,
        "one process": r.one.toFixed(0),
        "two processes": r.two.toFixed(0),
        "two / one": `${(r.two / r.one).toFixed(2)}×`,
        target: r.page
          ? `${r.two / r.one >= TWO_PROCESS_TARGET ? "OK" : "BELOW"} (≥ ${TWO_PROCESS_TARGET}×)`
          : "context",
        "/ trivial (one, two)": r.page ? `${r.oneShare.toFixed(2)}, ${r.twoShare.toFixed(2)}` : "-",
      })),
    );
    const avg = (list: Usage[], pick: (u: Usage) => number) =>
      list.reduce((a, u) => a + pick(u), 0) / list.length;
    const ms = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(1));
    const coresPerJsThread = (list: Usage[]) =>
      avg(list, (u) => u.server + (Number.isNaN(u.postgres) ? 0 : u.postgres) + u.loader) /
      avg(list, (u) => u.serverMain);
    printTable(
      "CPU per request while measuring, in ms (average of the rounds): the server's JavaScript threads and its other threads (V8's garbage collection and compilation, libuv's compression), PostgreSQL's (when it runs here), this load generator; and the whole machine's busy cores (everything else running included)",
      [one, two].flatMap((server) =>
        targets.map((t) => {
          const list = usages.get(`${server.name}|${t.name}`)!;
          return {
            "": `${server.name}: ${t.name}`,
            "server JS threads": ms(avg(list, (u) => u.serverMain)),
            "server other threads": ms(avg(list, (u) => u.server - u.serverMain)),
            PostgreSQL: ms(avg(list, (u) => u.postgres)),
            "load generator": ms(avg(list, (u) => u.loader)),
            "machine busy (cores)": avg(list, (u) => u.machineCores).toFixed(2),
            "cores per busy JS thread": coresPerJsThread(list).toFixed(2),
          };
        }),
      ),
    );
    // A process serves at most what its one JavaScript thread can; while it does, the stack around it (its
    // other threads, PostgreSQL, the load generator) uses the rest of that column's cores on this same host.
    const cores = os.availableParallelism();
    for (const t of targets) {
      const need = coresPerJsThread(usages.get(`${one.name}|${t.name}`)!);
      console.info(
        `${t.name}: one process with its JavaScript thread fully busy needs ${need.toFixed(2)} cores here, so ` +
          `${cores} cores allow at most ${Math.min(cores, cores / need).toFixed(2)}× with more processes`,
      );
    }
    console.info(`load average at end: ${loadAverage()} (figures from a loaded machine are not comparable)`);
    return rows;
  } finally {
    for (const server of servers) await stopChild(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

/**
 * The bench part "cores": on TEST_DATABASE_URL, or inside a throwaway PostgreSQL (scripts/with-postgres.sh, a
 * child process that hands its rows back through a file). Returns the rows for the summary.
 */
export async function runTwoProcessesBench(): Promise<CoresRow[]> {
  if (process.env.TEST_DATABASE_URL) return runOnPostgres(process.env.TEST_DATABASE_URL);
  const dir = mkdtempSync(path.join(os.tmpdir(), "tropa-bench-cores-result-"));
  const resultFile = path.join(dir, "rows.json");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn("bash", ["scripts/with-postgres.sh", "npx", "tsx", "bench/two-processes.ts"], {
        cwd: projectRoot(),
        env: { ...process.env, PG_TEST_PORT: String(BASE_PORT + 2), [RESULT_FILE_VAR]: resultFile },
        stdio: "inherit",
      });
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`two-processes bench exited ${code}`)),
      );
    });
    return JSON.parse(readFileSync(resultFile, "utf8")) as CoresRow[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await runTwoProcessesBench();
  const resultFile = process.env[RESULT_FILE_VAR];
  if (resultFile) writeFileSync(resultFile, JSON.stringify(rows));
}
