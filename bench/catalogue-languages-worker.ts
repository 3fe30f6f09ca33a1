/**
 * One tree's side of `npm run bench -- catalogue-languages` (bench/catalogue-languages.ts): a process that
 * opens a PostgreSQL database with ITS tree's migrations, seeds it with ITS tree's bench data and times ITS
 * tree's listTrips. The parent runs this file from the working tree, and a copy of it written at run time into
 * a throwaway worktree of the commit before issue 34, so both builds answer the same requests in the same run.
 *
 * It therefore imports only what both trees have with the same shape: openPostgres, listTrips (+ its exported
 * page and count statements), seedCatalogueBase / seedTrips, LIMITS: nothing that issue 34 or later renamed. Requests are JSON lines on stdin; each answer is
 * one line on stdout prefixed with ANSWER (anything else a module prints is passed through by the parent).
 */
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import type { TripSearch } from "#core/schemas/trip-search";
import { type Database, openPostgres } from "#server/db/client";
import { countTripsQuery, listTrips, listTripsQuery } from "#server/services/catalogue/list-trips";
import { seedCatalogueBase, seedTrips } from "./catalogue-data.ts";

export const ANSWER = "@@catalogue-languages ";

/** What the parent asks. `locale` is ignored by the tree before issue 34 (its listTrips has no such option). */
export type WorkerRequest =
  | { op: "open"; url: string }
  | { op: "seed"; from: number; to: number }
  | {
      op: "time";
      search: Partial<TripSearch>;
      locale: "es" | "en";
      calls: number;
      concurrency: number;
      warmup: number;
    }
  /** `today` from the parent: the two trees name the platform's calendar day differently. */
  | { op: "explain"; search: Partial<TripSearch>; locale: "es" | "en"; today: string }
  | { op: "close" };

export type TimeAnswer = { latencies: number[]; total: number; firstSlugs: string[] };

type Handler = (request: WorkerRequest) => Promise<unknown>;

function handler(): Handler {
  let database: Database | null = null;
  /**
   * Seeding goes through ONE connection, so the bench data's random() follows seedCatalogueBase's setseed on
   * that session in both trees (through a pool each statement may land on another session): the two databases
   * then match at 1k trips and stay within a few percent per search at 10k and 100k (the "matches" column).
   */
  let seeding: Database | null = null;
  const db = () => {
    if (!database) throw new Error("open first");
    return database.db;
  };
  const call = (search: Partial<TripSearch>, locale: "es" | "en") =>
    // The /viajes loader's call (the catalogue bench's floor): sorted by popularity unless asked otherwise.
    listTrips(db(), { sort: "popularity", ...search }, { includePreviousPages: true, locale });
  return async (request) => {
    switch (request.op) {
      case "open":
        database = await openPostgres(request.url, 8);
        await database.migrate();
        seeding = await openPostgres(request.url, 1);
        await seedCatalogueBase(seeding.db);
        return { ok: true };
      case "seed": {
        const t0 = performance.now();
        if (!seeding) throw new Error("open first");
        await seedTrips(seeding.db, request.from, request.to);
        return { ms: performance.now() - t0 };
      }
      case "time": {
        for (let i = 0; i < request.warmup; i++) await call(request.search, request.locale);
        const latencies: number[] = [];
        const seen: { last?: Awaited<ReturnType<typeof call>> } = {};
        let started = 0;
        await Promise.all(
          Array.from({ length: request.concurrency }, async () => {
            while (started < request.calls) {
              started++;
              const t = performance.now();
              seen.last = await call(request.search, request.locale);
              latencies.push(performance.now() - t);
            }
          }),
        );
        const answer: TimeAnswer = {
          latencies,
          total: seen.last?.total ?? -1,
          firstSlugs: seen.last?.trips.slice(0, 3).map((t) => t.slug) ?? [],
        };
        return answer;
      }
      case "explain": {
        // The page statement as listTrips sends it for a first page (live departure summary unless the sort
        // uses departures, as listTrips decides with a fresh summary), then the count of matches.
        const search = { sort: "popularity" as const, ...request.search };
        const today = request.today;
        const byDepartures =
          search.sort === "price-low" || search.sort === "price-high" || search.sort === "next-departure";
        const page = listTripsQuery(
          search,
          today,
          (search.page ?? 1) * LIMITS.explorePageSize,
          0,
          byDepartures ? "summary" : "live",
          request.locale,
        );
        const plan = async (statement: ReturnType<typeof sql>) => {
          const result = await db().execute(sql`explain (analyze, buffers, costs off) ${statement}`);
          return (result as unknown as { rows: Record<string, string>[] }).rows
            .map((r) => Object.values(r)[0])
            .join("\n");
        };
        return {
          page: await plan(page),
          count: await plan(countTripsQuery(search, today, LIMITS.exploreCountCap)),
        };
      }
      case "close":
        await seeding?.close();
        await database?.close();
        database = seeding = null;
        return { ok: true };
    }
  };
}

async function serve(): Promise<void> {
  const handle = handler();
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    if (!line.trim()) continue;
    const request = JSON.parse(line) as WorkerRequest;
    try {
      const result = await handle(request);
      process.stdout.write(`${ANSWER}${JSON.stringify({ result })}\n`);
    } catch (e) {
      process.stdout.write(`${ANSWER}${JSON.stringify({ error: (e as Error).stack ?? String(e) })}\n`);
    }
    if (request.op === "close") break;
  }
  process.exit(0);
}

if (process.argv.includes("--serve")) await serve();
