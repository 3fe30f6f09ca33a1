/**
 * `npm run bench -- catalogue-languages`: the catalogue's SQL (listTrips with its count of matches) before and
 * after issue 34 (trips in both languages: cards LEFT JOIN trip_translations, destination search in either
 * language), measured in the SAME run on the same throwaway PostgreSQL server, at 1k, 10k and 100k trips.
 *
 * - "before": the commit before issue 34 checked out into a throwaway `git worktree` under .tmp/ (node_modules
 *   symlinked, removed afterwards even on failure), whose own migrations and bench data fill one database and
 *   whose own listTrips is timed by bench/catalogue-languages-worker.ts, copied into that tree at run time;
 * - "after": this tree, on a second database migrated and seeded by this tree, plus an English version of half
 *   the trips (seedTripTranslations), timed for a Spanish reader (es) and an English one (en, the join).
 *
 * Old and new are interleaved per size (short rounds in rotating order), so load from elsewhere hits both alike.
 * Prints p50/p95 per case and the new/old p95 ratios; a ratio above 1.25 is flagged and both plans are shown
 * (EXPLAIN ANALYZE). Runs on TEST_DATABASE_URL or under scripts/with-postgres.sh (PG_TEST_PORT, 56110 here).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { platformToday } from "#core/rules/platform-calendar";
import type { TripSearch } from "#core/schemas/trip-search";
import { openPostgres } from "#server/db/client";
import { projectRoot } from "#server/lib/project-root";
import { seedTripTranslations } from "./catalogue-data.ts";
import { ANSWER, type TimeAnswer, type WorkerRequest } from "./catalogue-languages-worker.ts";
import { fmtMs, percentile, printTable } from "./stats.ts";

/**
 * The tree before issue 34. Its first commit is 7b16de2, whose parent 3711c43 ("Trip cards say how demanding
 * the trip is", issue 35) already carries part of issue 34's card code (trip-card-sql.ts imports
 * core/content/*, added by issue 34 later) and cannot load; 2ea6f5f, its parent, is the last commit whose
 * catalogue runs without issue 34 (it differs from 3711c43's cards by the difficulty column only).
 */
const BASE_COMMIT = process.env.BENCH_BASE_COMMIT ?? "2ea6f5f";
/** BENCH_SIZES="1000,2000" for a quick try; the issue's figures are 1k, 10k and 100k. */
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
/**
 * Many short rounds (3 calls per side, sides in rotating order): on a shared machine a load spike then falls on
 * before and after alike instead of on one side's whole batch. Warm-up calls in the first round only.
 */
const ROUNDS = 40;
const CALLS_PER_ROUND = 3;
const WARMUP = 5;
/** One call at a time: the statement's own latency, less of the 2-core machine's queueing than at 4. */
const CONCURRENCY = 1;
const FLAG_RATIO = 1.25;
const WORKER = "bench/catalogue-languages-worker.ts";

type Search = Partial<TripSearch>;
/** `old`: what the tree before issue 34 is asked instead (it has no English destination names). */
type Case = { name: string; search: Search; old?: Search };

function cases(): Case[] {
  const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
  return [
    { name: "no filter, popularity", search: {} },
    { name: "continent + price low", search: { continent: "europa", sort: "price-low" } },
    { name: "destination text (accents) Peru", search: { destination: "Peru" } },
    { name: "destination Marruecos", search: { destination: "Marruecos" } },
    {
      name: "destination Morocco (before: Marruecos)",
      search: { destination: "Morocco" },
      old: { destination: "Marruecos" },
    },
    { name: "category + departure month", search: { category: "surf", departureMonth: inTwoMonths } },
    { name: "next departure", search: { sort: "next-departure" } },
    { name: "category + duration long", search: { category: "montana", sort: "duration-long" } },
    { name: "load more: pages 1-3", search: { page: 3 } },
  ];
}

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" ");

/**
 * A host speed figure in the spirit of Lighthouse's BenchmarkIndex: iterations of a fixed string-and-array loop
 * per 100 ms on this process (higher is faster; comparable between sections of one run, not across machines).
 */
function hostIndex(): number {
  const t0 = performance.now();
  let iterations = 0;
  while (performance.now() - t0 < 300) {
    let s = "";
    for (let i = 0; i < 100; i++) s += String.fromCharCode(65 + (i % 26));
    [...s].reverse().join("");
    iterations++;
  }
  return Math.round(iterations / 3);
}

const hostLine = (when: string) =>
  `host ${when}: index ${hostIndex().toLocaleString("en")} (fixed loop per 100 ms, like Lighthouse's BenchmarkIndex), load average ${loadAverage()}`;

type Worker = { ask: <T>(request: WorkerRequest) => Promise<T>; stop: () => Promise<void> };

/** A worker process (bench/catalogue-languages-worker.ts) in `root`, answering one request at a time. */
function startWorker(label: string, root: string): Worker {
  const child: ChildProcess = spawn("npx", ["tsx", WORKER, "--serve"], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const waiting: { resolve: (v: unknown) => void; reject: (e: Error) => void }[] = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on("line", (line) => {
    if (!line.startsWith(ANSWER)) {
      console.info(`[${label}] ${line}`);
      return;
    }
    const answer = JSON.parse(line.slice(ANSWER.length)) as { result?: unknown; error?: string };
    const next = waiting.shift();
    if (answer.error) next?.reject(new Error(`${label}: ${answer.error}`));
    else next?.resolve(answer.result);
  });
  child.once("exit", (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`${label} worker exited ${code}`));
  });
  return {
    ask: <T>(request: WorkerRequest) =>
      new Promise<T>((resolve, reject) => {
        if (child.exitCode !== null) return reject(new Error(`${label} worker has exited`));
        waiting.push({ resolve: resolve as (v: unknown) => void, reject });
        child.stdin!.write(`${JSON.stringify(request)}\n`);
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.stdin!.write(`${JSON.stringify({ op: "close" })}\n`);
      const timer = setTimeout(() => child.kill("SIGTERM"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The base commit in a detached worktree under .tmp/, with this tree's node_modules and the worker copied in. */
function addBaseWorktree(): { dir: string; commit: string; remove: () => void } {
  const root = projectRoot();
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: root, stdio: "pipe" }).toString().trim();
  const commit = git("rev-parse", "--short", BASE_COMMIT);
  const dir = path.join(root, ".tmp", `bench-base-${commit}-${randomBytes(3).toString("hex")}`);
  git("worktree", "add", "--detach", dir, commit);
  const onSignal = () => {
    remove();
    process.exit(130);
  };
  const remove = () => {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    try {
      git("worktree", "remove", "--force", dir);
    } catch (e) {
      console.error(`could not remove the worktree ${dir}: ${(e as Error).message}`);
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once("SIGINT", onSignal).once("SIGTERM", onSignal);
  try {
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    writeFileSync(path.join(dir, WORKER), readFileSync(path.join(root, WORKER)));
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, commit, remove };
}

type Side = "old" | "es" | "en";
type Sample = { latencies: number[]; total: number; firstSlugs: string[] };

/** Every case on every side, in ROUNDS rounds whose side order rotates; latencies merged per case and side. */
async function measureSize(old: Worker, fresh: Worker) {
  const samples = new Map<string, Sample>();
  const add = (key: string, a: TimeAnswer) => {
    const s = samples.get(key) ?? { latencies: [], total: a.total, firstSlugs: a.firstSlugs };
    s.latencies.push(...a.latencies);
    samples.set(key, s);
  };
  const sides: Side[] = ["old", "es", "en"];
  for (let round = 0; round < ROUNDS; round++) {
    const order = sides.map((_, i) => sides[(i + round) % sides.length]!);
    const oldDone = new Set<string>();
    for (const c of cases()) {
      for (const side of order) {
        const search = side === "old" ? (c.old ?? c.search) : c.search;
        const key = side === "old" ? `old ${JSON.stringify(search)}` : `${side} ${c.name}`;
        if (side === "old" && oldDone.has(key)) continue;
        if (side === "old") oldDone.add(key);
        const worker = side === "old" ? old : fresh;
        const answer = await worker.ask<TimeAnswer>({
          op: "time",
          search,
          locale: side === "en" ? "en" : "es",
          calls: CALLS_PER_ROUND,
          concurrency: CONCURRENCY,
          warmup: round === 0 ? WARMUP : 0,
        });
        add(key, answer);
      }
    }
  }
  return {
    old: (c: Case) => samples.get(`old ${JSON.stringify(c.old ?? c.search)}`)!,
    side: (side: "es" | "en", c: Case) => samples.get(`${side} ${c.name}`)!,
  };
}

type Measured = Awaited<ReturnType<typeof measureSize>>;
type Worst = { size: number; name: string; side: "es" | "en"; ratio: number };
/** Every case's new/before ratios, for the summary. */
type Ratio = { size: number; side: "es" | "en"; p50: number; p95: number };

function report(
  size: number,
  m: Measured,
  rows: Record<string, string | number>[],
  worst: Worst[],
  ratios: Ratio[],
) {
  for (const c of cases()) {
    const o = m.old(c);
    const oldP95 = percentile(o.latencies, 95);
    const row: Record<string, string | number> = {
      trips: size,
      case: c.name,
      "before p50": fmtMs(percentile(o.latencies, 50)),
      "before p95": fmtMs(oldP95),
    };
    const flags: string[] = [];
    for (const side of ["es", "en"] as const) {
      const s = m.side(side, c);
      const p95 = percentile(s.latencies, 95);
      const r = p95 / oldP95;
      ratios.push({ size, side, p50: percentile(s.latencies, 50) / percentile(o.latencies, 50), p95: r });
      row[`${side} p50`] = fmtMs(percentile(s.latencies, 50));
      row[`${side} p95`] = fmtMs(p95);
      row[`${side}/before p95`] = `${r.toFixed(2)}×`;
      if (r > FLAG_RATIO) {
        flags.push(`WORSE (${side})`);
        worst.push({ size, name: c.name, side, ratio: r });
      }
    }
    row.matches = `${o.total} / ${m.side("es", c).total} / ${m.side("en", c).total}`;
    row[""] = flags.join(", ") || "ok";
    rows.push(row);
  }
}

/**
 * A flagged case measured again, before and after alternating for ROUNDS rounds on the same data: a p95 that
 * a passing load spike made worse does not come back; one the query made worse does.
 */
async function measureAgain(old: Worker, fresh: Worker, w: Worst): Promise<Record<string, string | number>> {
  const c = cases().find((x) => x.name === w.name)!;
  const before: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const isOld of round % 2 === 0 ? [true, false] : [false, true]) {
      const answer = await (isOld ? old : fresh).ask<TimeAnswer>({
        op: "time",
        search: isOld ? (c.old ?? c.search) : c.search,
        locale: isOld ? "es" : w.side,
        calls: CALLS_PER_ROUND,
        concurrency: CONCURRENCY,
        warmup: round === 0 ? WARMUP : 0,
      });
      (isOld ? before : after).push(...answer.latencies);
    }
  }
  const r = percentile(after, 95) / percentile(before, 95);
  return {
    trips: w.size,
    case: w.name,
    reader: w.side,
    "first ratio": `${w.ratio.toFixed(2)}×`,
    "before p50": fmtMs(percentile(before, 50)),
    "before p95": fmtMs(percentile(before, 95)),
    "after p50": fmtMs(percentile(after, 50)),
    "after p95": fmtMs(percentile(after, 95)),
    "ratio again": `${r.toFixed(2)}×`,
    "": r > FLAG_RATIO ? "WORSE again" : "not repeated",
  };
}

async function explainBoth(old: Worker, fresh: Worker, w: Worst): Promise<void> {
  const c = cases().find((x) => x.name === w.name)!;
  type Plans = { page: string; count: string };
  const today = platformToday();
  const before = await old.ask<Plans>({ op: "explain", search: c.old ?? c.search, locale: "es", today });
  const after = await fresh.ask<Plans>({
    op: "explain",
    search: c.search,
    locale: w.side,
    today,
  });
  console.info(`\n### EXPLAIN ANALYZE at ${w.size} trips, "${w.name}" (${w.side}, ${w.ratio.toFixed(2)}×)`);
  console.info(`-- before, page statement\n${before.page}\n-- before, count\n${before.count}`);
  console.info(
    `-- after (${w.side}), page statement\n${after.page}\n-- after (${w.side}), count\n${after.count}`,
  );
}

async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabases(adminUrl: string, names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function runOnPostgres(adminUrl: string): Promise<void> {
  const suffix = randomBytes(4).toString("hex");
  const names = [`tropa_bench_before_${suffix}`, `tropa_bench_after_${suffix}`];
  const worktree = addBaseWorktree();
  const workers: Worker[] = [];
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: projectRoot() })
      .toString()
      .trim();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const version = (await admin.query("show server_version")).rows[0]?.server_version;
    await admin.end();
    console.info(
      `\n## Catalogue SQL before and after issue 34 (trips in both languages), PostgreSQL ${version}\n` +
        `before: ${worktree.commit} (worktree, its own migrations, bench data and listTrips); ` +
        `after: ${head} (this tree${execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: projectRoot() }).toString().trim() ? ", with uncommitted changes" : ""}), ` +
        "English version for every other trip (1 in 10 of them pending)\n" +
        `listTrips as the /viajes loader calls it (page + count of matches), ${ROUNDS} rounds × ${CALLS_PER_ROUND} calls per case and side, ` +
        `${CONCURRENCY} at a time, old/es/en in rotating order per round; es/en: a Spanish or English reader of the new code\n` +
        hostLine("at start"),
    );
    const [beforeUrl, afterUrl] = [
      await createDatabase(adminUrl, names[0]!),
      await createDatabase(adminUrl, names[1]!),
    ];
    const old = startWorker("before", worktree.dir);
    workers.push(old);
    const fresh = startWorker("after", projectRoot());
    workers.push(fresh);
    await old.ask({ op: "open", url: beforeUrl });
    await fresh.ask({ op: "open", url: afterUrl });
    const afterDb = await openPostgres(afterUrl, 2);
    const rows: Record<string, string | number>[] = [];
    const worst: Worst[] = [];
    const ratios: Ratio[] = [];
    const repeated: Worst[] = [];
    try {
      let seeded = 0;
      for (const size of SIZES) {
        const seedOld = await old.ask<{ ms: number }>({ op: "seed", from: seeded + 1, to: size });
        const seedNew = await fresh.ask<{ ms: number }>({ op: "seed", from: seeded + 1, to: size });
        const t0 = performance.now();
        await seedTripTranslations(afterDb.db, seeded + 1, size);
        seeded = size;
        console.info(
          `\nseeded ${size.toLocaleString("en")} trips: before ${fmtMs(seedOld.ms)}, after ${fmtMs(seedNew.ms)} + English versions ${fmtMs(performance.now() - t0)}\n` +
            hostLine(`before ${size / 1000}k`),
        );
        const sizeRows: Record<string, string | number>[] = [];
        report(size, await measureSize(old, fresh), sizeRows, worst, ratios);
        printTable(`${size.toLocaleString("en")} trips (matches: before / es / en)`, sizeRows);
        rows.push(...sizeRows);
        const flagged = worst.filter((w) => w.size === size);
        if (flagged.length) {
          const again: Record<string, string | number>[] = [];
          for (const w of flagged) {
            const row = await measureAgain(old, fresh, w);
            again.push(row);
            if (row[""] === "WORSE again") repeated.push(w);
          }
          printTable(
            `Flagged at ${size.toLocaleString("en")} trips, measured again (before and after alternating, ${ROUNDS} × ${CALLS_PER_ROUND} calls each)`,
            again,
          );
          for (const w of flagged) await explainBoth(old, fresh, w);
        }
        console.info(hostLine(`after ${size / 1000}k`));
      }
      const worstOf = (size: number, side: "es" | "en", key: "p50" | "p95") =>
        `${Math.max(...ratios.filter((r) => r.size === size && r.side === side).map((r) => r[key])).toFixed(2)}×`;
      printTable(
        `Worst new/before ratio per size over all cases (p95 flagged above ${FLAG_RATIO}, then measured again)`,
        SIZES.map((size) => {
          const flagged = worst.filter((w) => w.size === size).length;
          const again = repeated.filter((w) => w.size === size).length;
          return {
            trips: size,
            "es p50": worstOf(size, "es", "p50"),
            "es p95": worstOf(size, "es", "p95"),
            "en p50": worstOf(size, "en", "p50"),
            "en p95": worstOf(size, "en", "p95"),
            flagged,
            "worse again": again,
            "": again ? "WORSE" : "ok",
          };
        }),
      );
    } finally {
      await afterDb.close();
    }
    console.info(hostLine("at end"));
  } finally {
    for (const w of workers) await w.stop().catch(() => {});
    worktree.remove();
    await dropDatabases(adminUrl, names).catch((e) => console.error(`drop databases: ${e}`));
  }
}

export async function runCatalogueLanguagesBench(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await runOnPostgres(adminUrl);
    return;
  }
  // No PostgreSQL given: run this file again under a throwaway server (scripts/with-postgres.sh).
  await new Promise<void>((resolve, reject) => {
    const child = spawn("bash", ["scripts/with-postgres.sh", "npx", "tsx", "bench/catalogue-languages.ts"], {
      cwd: projectRoot(),
      env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT ?? "56110" },
      stdio: "inherit",
    });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`catalogue-languages bench exited ${code}`)),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCatalogueLanguagesBench();
}
