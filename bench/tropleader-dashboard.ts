/**
 * The tropleader dashboard on PostgreSQL (issue 11): a guide with 50 trips, 500 departures and 5,000 bookings
 * among forty other guides of the same size (205,000 bookings in all: one guide is 2.4% of the table, as in a
 * marketplace with many guides, so the plans show whether the guide's rows are found through indexes). For each screen's services (the frame +
 * Resumen, Mis viajes, Reservas page 1, Analíticas) p50/p95 over repeated calls, next to a floor measured in the
 * same run: the very SQL statements those services sent, captured at the pg pool and replayed directly
 * (no ORM, no mapping, all at once). Then EXPLAIN ANALYZE of every statement, flagging sequential scans of the
 * big tables. Runs on TEST_DATABASE_URL, or starts a throwaway PostgreSQL with scripts/with-postgres.sh.
 */
import { execSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type pg from "pg";
import { toSessionUser } from "#server/auth/resolve-session-user";
import { projectRoot } from "#server/lib/project-root";
import { getTropleaderAnalytics } from "#server/services/tropleader/get-tropleader-analytics";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { getTropleaderStats } from "#server/services/tropleader/get-tropleader-stats";
import { listBookingFilterOptions } from "#server/services/tropleader/list-booking-filter-options";
import {
  listRecentTropleaderBookings,
  listTropleaderBookings,
  readTropleaderBookingFilters,
} from "#server/services/tropleader/list-tropleader-bookings";
import { listTropleaderTrips } from "#server/services/tropleader/list-tropleader-trips";
import { createTestDatabase } from "#server/testing/test-database";
import { fmtMs, percentile, printTable, ratio } from "./stats.ts";
import { buildTropleaderData } from "./tropleader-dashboard-data.ts";

/**
 * Calls per figure. A p95 of 60 calls was its 3rd-slowest call: at 1–9 ms one scheduler hiccup moved it past 2×,
 * on different rows in each run (issue 37). 200 make it the 10th-slowest.
 */
export const RUNS = 200;
export const WARMUP = 5;
const BIG_TABLES = /Seq Scan on (bookings|trip_departures|trips|trip_views|reviews)\b/;

type Captured = { text: string; values: unknown[]; rowMode?: string };

/** EXPLAIN ANALYZE of each captured statement, headed by the screen's name, sequential scans of `bigTables` first. */
export async function explainPlans(
  pool: pg.Pool,
  name: string,
  statements: Captured[],
  bigTables: RegExp,
): Promise<string[]> {
  const plans: string[] = [];
  for (const s of statements) {
    const explained = await pool.query({
      text: `explain (analyze, buffers off) ${s.text}`,
      values: s.values,
    });
    const lines = (explained.rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]);
    const seq = lines.filter((l) => bigTables.test(l));
    plans.push(
      `\n### ${name}: ${s.text.replace(/\s+/g, " ").slice(0, 140)}…\n${seq.length ? `SEQUENTIAL SCANS: ${seq.map((l) => l.trim()).join(" | ")}\n` : ""}${lines.join("\n")}`,
    );
  }
  return plans;
}

/** The floor: the captured statements sent again as they are, straight to the pool. */
export function replay(pool: pg.Pool, statements: Captured[]) {
  return Promise.all(
    statements.map((s) =>
      pool.query({ text: s.text, values: s.values, ...(s.rowMode ? { rowMode: "array" as const } : {}) }),
    ),
  );
}

/** Records every statement sent through the pool while `fn` runs. */
export async function capture(pool: pg.Pool, fn: () => Promise<unknown>): Promise<Captured[]> {
  const seen: Captured[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    if (typeof config === "string") seen.push({ text: config, values: (values as unknown[]) ?? [] });
    else {
      const c = config as { text: string; values?: unknown[]; rowMode?: string };
      seen.push({ text: c.text, values: c.values ?? (values as unknown[]) ?? [], rowMode: c.rowMode });
    }
    return original(config, values);
  };
  try {
    await fn();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return seen;
}

type Timing = { p50: number; p95: number };

/**
 * A call and its floor timed in turns (call, floor; then floor, call), so both meet the same moments of the host
 * (a busy second no longer lands on one side only), RUNS times each after WARMUP turns.
 */
export async function timeSideBySide(
  fn: () => Promise<unknown>,
  floorFn: () => Promise<unknown>,
): Promise<{ service: Timing; floor: Timing }> {
  for (let i = 0; i < WARMUP; i++) {
    await fn();
    await floorFn();
  }
  const service: number[] = [];
  const floor: number[] = [];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const t0 = performance.now();
    await run();
    into.push(performance.now() - t0);
  };
  for (let i = 0; i < RUNS; i++) {
    if (i % 2 === 0) {
      await time(fn, service);
      await time(floorFn, floor);
    } else {
      await time(floorFn, floor);
      await time(fn, service);
    }
  }
  const figures = (times: number[]) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });
  return { service: figures(service), floor: figures(floor) };
}

async function runOnPostgres(): Promise<void> {
  const database = await createTestDatabase();
  const pool = database.pool;
  if (!pool) throw new Error("the dashboard bench needs PostgreSQL (TEST_DATABASE_URL)");
  try {
    const commit = execSync("git rev-parse --short HEAD", { cwd: projectRoot() }).toString().trim();
    console.info(
      `date: ${new Date().toISOString()} · commit: ${commit} · load average: ${readFileSync("/proc/loadavg", "utf8").trim()}`,
    );
    const t0 = performance.now();
    const data = await buildTropleaderData(database.db);
    // As autovacuum would have by then: statistics, and the visibility map that lets index-only scans skip the heap.
    await pool.query("vacuum analyze");
    console.info(
      `\nData: ${data.counts.guides} guides, ${data.counts.trips} trips, ${data.counts.departures} departures, ` +
        `${data.counts.bookings} bookings, ${data.counts.views} trip views (built in ${((performance.now() - t0) / 1000).toFixed(0)} s); ` +
        `measured guide: ${data.guide.trips} trips, ${data.guide.departures} departures, ${data.guide.bookings} bookings`,
    );
    const deps = { db: database.db };
    const guide = toSessionUser(data.guideUser);
    const screens: Record<string, () => Promise<unknown>> = {
      "frame + Resumen": () =>
        Promise.all([
          getTropleaderOverview(deps, guide),
          getTropleaderStats(deps, guide),
          listRecentTropleaderBookings(database.db, guide.id),
        ]),
      "Mis viajes": () => listTropleaderTrips(deps, guide),
      "Reservas (page 1)": () =>
        Promise.all([
          listTropleaderBookings(deps, guide, readTropleaderBookingFilters(new URLSearchParams())),
          listBookingFilterOptions(deps, guide),
        ]),
      "Reservas (search)": () =>
        listTropleaderBookings(deps, guide, readTropleaderBookingFilters(new URLSearchParams("q=ana"))),
      Analíticas: () => getTropleaderAnalytics(deps, guide),
    };
    const rows: Record<string, string | number>[] = [];
    const plans: string[] = [];
    for (const [name, fn] of Object.entries(screens)) {
      const statements = await capture(pool, fn);
      const floorFn = () => replay(pool, statements);
      const { service, floor } = await timeSideBySide(fn, floorFn);
      rows.push({
        screen: name,
        statements: statements.length,
        "service p50": fmtMs(service.p50),
        "service p95": fmtMs(service.p95),
        "floor p50": fmtMs(floor.p50),
        "floor p95": fmtMs(floor.p95),
        "p95 / floor": ratio(service.p95, floor.p95),
      });
      plans.push(...(await explainPlans(pool, name, statements, BIG_TABLES)));
    }
    printTable(
      `Tropleader dashboard on PostgreSQL (${RUNS} runs each, in turns with the floor, after ${WARMUP} warm-up; target: p95 within 2× of the floor)`,
      rows,
    );
    console.info("\n## Query plans (EXPLAIN ANALYZE)");
    for (const plan of plans) console.info(plan);
  } finally {
    await database.close();
  }
}

export async function runTropleaderDashboardBench(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    await runOnPostgres();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn("bash", ["scripts/with-postgres.sh", "npx", "tsx", "bench/tropleader-dashboard.ts"], {
      cwd: projectRoot(),
      stdio: "inherit",
    });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`dashboard bench exited ${code}`)),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runTropleaderDashboardBench();
}
