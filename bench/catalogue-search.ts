/**
 * Explore search on PostgreSQL: throughput and p50/p95 of GET /viajes through the real production server
 * (HTTP, session lookup, loaders, React server rendering) for several filter and sort combinations, next to a
 * floor measured in the same run: the same service call (the same SQL) made directly on the same database.
 * Then the SQL alone for every sort option (the stored departure summary next to the live one for the price and
 * next-departure sorts) and how p95 grows from 1,000 to 100,000 trips (400,000 departures; target: at most 2×
 * for every sort), and the /viajes throughput as a ratio to its SQL floor (target ≥ 0.5). (Lighthouse: bench/lighthouse.ts.)
 * Issue 37: `listTrips` with its (bounded) count for every combination, p95 per size, growth first → last size
 * (target ≤ 2×) and p95 at the last size (target ≤ 50 ms), each marked OK/OVER; and /viajes with the visitor caches
 * missed at the last size (every request a new combination, so neither the visitor-data nor the page cache has
 * it), as a ratio to the same searches made directly (target ≥ 0.5).
 *
 * BENCH_CATALOGUE_SIZES=1000,10000 runs smaller sizes (while developing); the default is 1,000, 10,000, 100,000.
 *
 * Runs on TEST_DATABASE_URL, or starts a throwaway PostgreSQL with scripts/with-postgres.sh.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { LIMITS } from "#core/constants/limits";
import { platformToday } from "#core/rules/platform-calendar";
import { tripSearchQuery } from "#core/rules/trip-search-query";
import type { TripSearch } from "#core/schemas/trip-search";
import { type Database, openPostgres } from "#server/db/client";
import { queryRows } from "#server/db/query-rows";
import { buildDir, projectRoot } from "#server/lib/project-root";
import { countTripsQuery, listTrips, listTripsQuery } from "#server/services/catalogue/list-trips";
import { seedCatalogueBase, seedTrips } from "./catalogue-data.ts";
import { fmtMs, percentile, printTable, ratio } from "./stats.ts";

const PORT = Number(process.env.BENCH_CATALOGUE_PORT ?? 3811);
const REQUESTS = 160;
const WARMUP = 15;
const CONCURRENCY = 4;
const SIZES = (process.env.BENCH_CATALOGUE_SIZES ?? "1000,10000,100000")
  .split(",")
  .map((n) => Number(n.trim()))
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
/** Issue 37's targets for listTrips with its count: growth from the first to the last size, p95 at the last. */
const GROWTH_TARGET = 2;
const P95_TARGET_MS = 50;
const MISSED_RATIO_TARGET = 0.5;
const SORTS: NonNullable<TripSearch["sort"]>[] = [
  "popularity",
  "price-low",
  "price-high",
  "duration-short",
  "duration-long",
  "next-departure",
];
const byDepartures = (sort: string) =>
  sort === "price-low" || sort === "price-high" || sort === "next-departure";

type Search = Partial<TripSearch>;
type Combo = { name: string; search: Search };

function combos(): Combo[] {
  const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
  return [
    { name: "no filter, popularity", search: {} },
    { name: "continent + price low", search: { continent: "europa", sort: "price-low" } },
    { name: "destination text (accents)", search: { destination: "Peru" } },
    { name: "destination text (English)", search: { destination: "Morocco" } },
    { name: "category + departure month", search: { category: "surf", departureMonth: inTwoMonths } },
    { name: "next departure", search: { sort: "next-departure" } },
    { name: "category + duration long", search: { category: "montana", sort: "duration-long" } },
    { name: "load more: pages 1-3", search: { page: 3 } },
  ];
}

type Result = { p50: number; p95: number; perSecond: number };

/**
 * `count` different searches, none twice: every filter and sort of the explore form combined, in an order shuffled
 * by a fixed seed (so runs compare). A visitor whose combination nobody asked for in the last seconds.
 */
function distinctSearches(count: number): Search[] {
  const months = Array.from({ length: 6 }, (_, i) =>
    new Date(Date.now() + (i + 1) * 30 * 86_400_000).toISOString().slice(0, 7),
  );
  const all: Search[] = [];
  for (const continent of [undefined, "europa", "africa", "america", "asia", "oceania"] as const)
    for (const category of [undefined, "surf", "montana", "buceo", "safari", "cultura"] as const)
      for (const difficulty of [undefined, "easy", "moderate", "challenging"] as const)
        for (const departureMonth of [undefined, ...months])
          for (const sort of SORTS)
            all.push({ continent, category, difficulty, departureMonth, sort } as Search);
  let seed = 37;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  if (count > all.length) throw new Error(`only ${all.length} distinct searches`);
  return all.slice(0, count);
}

/** A closed loop of `concurrency` workers where call i makes request i of a fixed list (warm-up from the list's end). */
async function loadList<T>(
  items: T[],
  warmup: number,
  concurrency: number,
  call: (item: T) => Promise<void>,
) {
  const measured = items.slice(0, items.length - warmup);
  for (const item of items.slice(items.length - warmup)) await call(item);
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < measured.length) {
        const item = measured[next++]!;
        const t = performance.now();
        await call(item);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - t0;
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: (latencies.length / elapsed) * 1000,
  };
}

/**
 * GET /viajes with the caches missed: every request a search not asked for before in this run (the
 * visitor-data cache is keyed by the search, the page cache by the address: neither has it), next to the same
 * searches made directly through listTrips as the loader makes them.
 */
async function measureMissed(database: Database): Promise<{ http: Result; floor: Result }> {
  const searches = distinctSearches(2 * (REQUESTS + WARMUP));
  const forFloor = searches.slice(0, REQUESTS + WARMUP);
  const forHttp = searches.slice(REQUESTS + WARMUP);
  const floor = await loadList(forFloor, WARMUP, CONCURRENCY, async (search) => {
    await listTrips(database.db, search, { includePreviousPages: true });
  });
  const http = await loadList(forHttp, WARMUP, CONCURRENCY, async (search) => {
    const url = `http://127.0.0.1:${PORT}/viajes${tripSearchQuery(search, { includePage: true })}`;
    const res = await fetch(url, { headers: { "accept-language": "es" } });
    if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
    await res.text();
  });
  return { http, floor };
}

const verdict = (ok: boolean) => (ok ? "OK" : "OVER");

/** A closed loop of `concurrency` workers making `total` calls (after WARMUP ones); latencies of each call. */
function load(total: number, concurrency: number, call: () => Promise<void>): Promise<Result> {
  return loadList(Array.from({ length: total + WARMUP }), WARMUP, concurrency, call);
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The production server (node build/node/main.js) on the bench database. */
async function startServer(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn("node", [path.join(buildDir(), "node", "main.js")], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${PORT}`,
      SESSION_SECRET: randomBytes(24).toString("hex"),
      ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: "true",
      JOBS_ENABLED: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHttp(`http://127.0.0.1:${PORT}/api/health`, 120_000);
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function measureSize(database: Database, trips: number, rows: Record<string, string | number>[]) {
  const results = new Map<string, { http: Result; floor: Result }>();
  for (const combo of combos()) {
    const url = `http://127.0.0.1:${PORT}/viajes${tripSearchQuery(combo.search, { includePage: true })}`;
    const http = await load(REQUESTS, CONCURRENCY, async () => {
      const res = await fetch(url, { headers: { "accept-language": "es" } });
      if (!res.ok) throw new Error(`GET ${url} → ${res.status}`);
      await res.text();
    });
    // The floor: what the /viajes loader asks the database, made directly (no HTTP, no rendering).
    const floor = await load(REQUESTS, CONCURRENCY, async () => {
      await listTrips(database.db, { sort: "popularity", ...combo.search }, { includePreviousPages: true });
    });
    results.set(combo.name, { http, floor });
    rows.push({
      trips,
      combination: combo.name,
      "req/s": http.perSecond.toFixed(0),
      p50: fmtMs(http.p50),
      p95: fmtMs(http.p95),
      "floor req/s": floor.perSecond.toFixed(0),
      "floor p50": fmtMs(floor.p50),
      "floor p95": fmtMs(floor.p95),
      "p95 / floor": ratio(http.p95, floor.p95),
      "req/s ÷ floor": (http.perSecond / floor.perSecond).toFixed(2),
    });
  }
  return results;
}

type SortTimes = Map<string, Result>;

/**
 * The SQL of each sort option without filters, first page: the page statement alone (what the sort costs), and
 * the whole listTrips call (page, plus the count of matches since the page is full, plus for the departure sorts
 * the two-probe check of the stored summary). The stored departure summary (read when it is exact for today,
 * as here) next to the live one for the price and next-departure sorts; then the count alone.
 */
async function measureSorts(database: Database, trips: number, rows: Record<string, string | number>[]) {
  const times: SortTimes = new Map();
  const today = platformToday();
  const pageSize = LIMITS.explorePageSize;
  for (const sort of SORTS) {
    const sources = byDepartures(sort) ? (["summary", "live"] as const) : (["summary"] as const);
    for (const source of sources) {
      const page = await load(REQUESTS, CONCURRENCY, async () => {
        await queryRows(database.db, listTripsQuery({ sort }, today, pageSize, 0, source));
      });
      const whole = await load(REQUESTS, CONCURRENCY, async () => {
        await listTrips(database.db, { sort }, { departureSource: source });
      });
      const name = source === "live" ? `${sort} (live summary)` : sort;
      times.set(name, page);
      times.set(`${name}: listTrips`, whole);
      rows.push({
        trips,
        sort: name,
        "page SQL p50": fmtMs(page.p50),
        "page SQL p95": fmtMs(page.p95),
        "listTrips p50": fmtMs(whole.p50),
        "listTrips p95": fmtMs(whole.p95),
      });
    }
  }
  const count = await load(REQUESTS, CONCURRENCY, async () => {
    await queryRows(database.db, countTripsQuery({}, today, LIMITS.exploreCountCap));
  });
  times.set("count of matches (no filter)", count);
  rows.push({
    trips,
    sort: "count of matches (no filter)",
    "page SQL p50": fmtMs(count.p50),
    "page SQL p95": fmtMs(count.p95),
    "listTrips p50": "",
    "listTrips p95": "",
  });
  return times;
}

async function runOnPostgres(adminUrl: string): Promise<void> {
  const name = `tropa_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openPostgres(databaseUrl, 8);
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-bench-catalogue-"));
  let server: ChildProcess | null = null;
  try {
    await database.migrate();
    await seedCatalogueBase(database.db);
    const rows: Record<string, string | number>[] = [];
    const bySize = new Map<number, Map<string, { http: Result; floor: Result }>>();
    const sortsBySize = new Map<number, SortTimes>();
    let missed: { http: Result; floor: Result } | null = null;
    const sortRows: Record<string, string | number>[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      const t0 = performance.now();
      await seedTrips(database.db, seeded + 1, size);
      seeded = size;
      const counted = await database.db.execute(
        sql`select (select count(*) from trips)::int as trips, (select count(*) from trip_departures)::int as departures`,
      );
      const c = (counted as unknown as { rows: { trips: number; departures: number }[] }).rows[0]!;
      console.info(
        `seeded ${c.trips} trips and ${c.departures} departures in ${fmtMs(performance.now() - t0)} (INSERT … SELECT generate_series)`,
      );
      // A fresh server per size, so both sizes start from the same cold caches.
      if (server) await stopChild(server);
      server = await startServer(databaseUrl, dataDir);
      sortsBySize.set(size, await measureSorts(database, size, sortRows));
      bySize.set(size, await measureSize(database, size, rows));
      if (size === SIZES[SIZES.length - 1]) missed = await measureMissed(database);
    }
    printTable(
      `GET /viajes on PostgreSQL (${REQUESTS} requests per row, ${CONCURRENCY} at a time; the same search repeated, so after its first request the visitor caches answer; floor: the same listTrips SQL made directly)`,
      rows,
    );
    printTable(
      `SQL per sort, no filter, first page (${REQUESTS} calls per figure, ${CONCURRENCY} at a time; listTrips = page + bounded count)`,
      sortRows,
    );
    const first = SIZES[0]!;
    const last = SIZES[SIZES.length - 1]!;
    const k = (n: number) => `${n / 1000}k`;
    printTable(
      `How the SQL p95 of each sort grows from ${first.toLocaleString("en")} to ${last.toLocaleString("en")} trips (target ≤ 2.0×; page statement, and the whole listTrips call)`,
      [...sortsBySize.get(first)!.keys()].map((name) => {
        const row: Record<string, string> = { sort: name };
        for (const size of SIZES) row[`p95 ${k(size)}`] = fmtMs(sortsBySize.get(size)!.get(name)!.p95);
        row[`growth ${k(first)}→${k(last)}`] = ratio(
          sortsBySize.get(last)!.get(name)!.p95,
          sortsBySize.get(first)!.get(name)!.p95,
        );
        return row;
      }),
    );
    printTable(
      "GET /viajes throughput as a ratio to its SQL floor (same listTrips call made directly; target ≥ 0.5)",
      SIZES.map((size) => {
        const all = [...bySize.get(size)!.values()];
        const ratios = all.map((r) => r.http.perSecond / r.floor.perSecond);
        const plain = bySize.get(size)!.get("no filter, popularity")!;
        return {
          trips: size,
          "no filter: req/s": plain.http.perSecond.toFixed(0),
          "floor calls/s": plain.floor.perSecond.toFixed(0),
          ratio: (plain.http.perSecond / plain.floor.perSecond).toFixed(2),
          "lowest ratio, all combinations": Math.min(...ratios).toFixed(2),
        };
      }),
    );
    const small = bySize.get(SIZES[0]!)!;
    const large = bySize.get(SIZES[SIZES.length - 1]!)!;
    printTable(
      `How GET /viajes p95 grows from ${first.toLocaleString("en")} to ${last.toLocaleString("en")} trips`,
      combos().map((combo) => {
        const a = small.get(combo.name)!;
        const b = large.get(combo.name)!;
        return {
          combination: combo.name,
          [`p95 ${k(first)}`]: fmtMs(a.http.p95),
          [`p95 ${k(last)}`]: fmtMs(b.http.p95),
          growth: ratio(b.http.p95, a.http.p95),
          [`floor p95 ${k(first)}`]: fmtMs(a.floor.p95),
          [`floor p95 ${k(last)}`]: fmtMs(b.floor.p95),
          "floor growth": ratio(b.floor.p95, a.floor.p95),
        };
      }),
    );
    printTable(
      `Issue 37: listTrips with its count (page + bounded count, as the /viajes loader calls it), p95 per size; targets: growth ${k(first)}→${k(last)} ≤ ${GROWTH_TARGET}×, p95 at ${k(last)} ≤ ${P95_TARGET_MS} ms`,
      combos().map((combo) => {
        const row: Record<string, string> = { combination: combo.name };
        for (const size of SIZES) row[`p95 ${k(size)}`] = fmtMs(bySize.get(size)!.get(combo.name)!.floor.p95);
        const growth = large.get(combo.name)!.floor.p95 / small.get(combo.name)!.floor.p95;
        const p95 = large.get(combo.name)!.floor.p95;
        row[`growth ${k(first)}→${k(last)}`] = `${growth.toFixed(1)}×`;
        row.growth = verdict(growth <= GROWTH_TARGET);
        row[`p95 ${k(last)} ≤ ${P95_TARGET_MS} ms`] = verdict(p95 <= P95_TARGET_MS);
        return row;
      }),
    );
    if (missed) {
      const r = missed.http.perSecond / missed.floor.perSecond;
      printTable(
        `Issue 37: GET /viajes at ${last.toLocaleString("en")} trips with the caches missed (every request a new combination, ${REQUESTS} requests, ${CONCURRENCY} at a time), as a ratio to the same searches made directly (target ≥ ${MISSED_RATIO_TARGET})`,
        [
          {
            trips: last,
            "req/s": missed.http.perSecond.toFixed(0),
            p50: fmtMs(missed.http.p50),
            p95: fmtMs(missed.http.p95),
            "SQL calls/s": missed.floor.perSecond.toFixed(0),
            "SQL p50": fmtMs(missed.floor.p50),
            "SQL p95": fmtMs(missed.floor.p95),
            ratio: r.toFixed(2),
            target: verdict(r >= MISSED_RATIO_TARGET),
          },
        ],
      );
    }
  } finally {
    if (server) await stopChild(server);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  }
}

/** Needs the production build (bench/run-bench.ts builds it first). */
export async function runCatalogueSearchBench(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await runOnPostgres(adminUrl);
    return;
  }
  // No PostgreSQL given: run this file again under a throwaway server (scripts/with-postgres.sh).
  await new Promise<void>((resolve, reject) => {
    const child = spawn("bash", ["scripts/with-postgres.sh", "npx", "tsx", "bench/catalogue-search.ts"], {
      cwd: projectRoot(),
      stdio: "inherit",
    });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`catalogue bench exited ${code}`)),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runCatalogueSearchBench();
}
