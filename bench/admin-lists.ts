/**
 * The admin and tropleader lists at a real platform's size (issue 37): Usuarios, Registro, Reembolsos, Finanzas
 * and the guide's Reservas, Calendario and Cobros on PostgreSQL, at 50,000 users / 500,000 bookings / 1,000,000
 * audit entries and at a tenth of that (two fresh databases, seeded by bench/admin-lists-data.ts). For each list
 * the service call (first page, and a deep page through its cursor) against a floor measured in the same run: the
 * very SQL statements the service sent, captured at the pg pool and replayed directly. Targets: p95 ≤ 2× its
 * SQL, and ≤ 2× its own p95 at a tenth of the size. Then EXPLAIN ANALYZE of every statement at full size.
 * BENCH_LISTS_SCALE (default 1) shrinks both sizes while developing. Runs on TEST_DATABASE_URL, or starts a
 * throwaway PostgreSQL with scripts/with-postgres.sh.
 */
import { execSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { toSessionUser } from "#server/auth/resolve-session-user";
import { queryRows } from "#server/db/query-rows";
import { encodeCursor } from "#server/lib/keyset-cursor";
import { projectRoot } from "#server/lib/project-root";
import { listAuditLog } from "#server/services/admin/list-audit-log";
import { compactFinanceDays } from "#server/services/ledger/compact-finance-days";
import { getFinanceSummary, readFinancePeriod } from "#server/services/ledger/get-finance-summary";
import { listTropleaderPayouts } from "#server/services/payouts/list-tropleader-payouts";
import { findBookingsForRefund } from "#server/services/refunds/find-bookings-for-refund";
import { listFailedRefunds } from "#server/services/refunds/list-failed-refunds";
import {
  listTropleaderBookings,
  readTropleaderBookingFilters,
} from "#server/services/tropleader/list-tropleader-bookings";
import { listTropleaderCalendar } from "#server/services/tropleader/list-tropleader-calendar";
import { searchUsers } from "#server/services/users/search-users";
import { createTestDatabase } from "#server/testing/test-database";
import { buildListsData, type ListsCounts, listsCounts } from "./admin-lists-data.ts";
import { fmtMs, printTable, ratio } from "./stats.ts";
import { capture, explainPlans, RUNS, replay, timeSideBySide, WARMUP } from "./tropleader-dashboard.ts";

const BIG_TABLES = /Seq Scan on (bookings|users|audit_log|payouts|refunds|payments|trips|trip_departures)\b/;
const TARGET = 2;

type Figures = {
  statements: number;
  shown: string;
  service: number;
  serviceP50: number;
  floor: number;
  plans: string[];
};

const mark = (value: number, floor: number) =>
  `${ratio(value, floor)} ${value <= TARGET * floor ? "OK" : "OVER"}`;

/** Seeds one size into a fresh database and times every list there. */
async function measureSize(counts: ListsCounts, explain: boolean): Promise<Map<string, Figures>> {
  const database = await createTestDatabase();
  const pool = database.pool;
  if (!pool) throw new Error("the lists bench needs PostgreSQL (TEST_DATABASE_URL)");
  try {
    const t0 = performance.now();
    const data = await buildListsData(database.db, counts);
    // What the periodic task does every minute: the triggers' deltas of the bulk data folded into their days.
    await compactFinanceDays(database.db);
    await pool.query("vacuum analyze");
    console.info(
      `\nData: ${counts.users} travellers, ${counts.trips} trips, ${counts.bookings} bookings, ${counts.audit} audit entries ` +
        `(built in ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
    const deps = { db: database.db };
    const admin = toSessionUser(data.admin);
    const guide = toSessionUser(data.guide);
    // Deep pages: the cursor of the row half-way down the list, as a reader paging that far would hold.
    const middle = async (where: ReturnType<typeof sql>) => {
      const [row] = await queryRows<{ key: string; id: string }>(
        database.db,
        sql`select created_at::text as key, id::text from audit_log where ${where}
          order by created_at desc, id desc offset (select count(*) / 2 from audit_log where ${where}) limit 1`,
      );
      return encodeCursor(row!.key, row!.id);
    };
    const deepAll = await middle(sql`true`);
    const deepAction = await middle(sql`action = 'trip.edit'`);
    // What support pastes, from the paid booking half-way down: its whole reference, and its traveller's email.
    // Each matches one booking or one account at either size, and Reembolsos has something to show for both.
    const [{ reference, travellerEmail } = { reference: "", travellerEmail: "" }] = await queryRows<{
      reference: string;
      travellerEmail: string;
    }>(
      database.db,
      sql`select b.booking_reference as reference, u.email as "travellerEmail"
        from bookings b join users u on u.id = b.user_id where b.payment_status = 'paid'
        order by b.created_at desc, b.id desc offset ${Math.round(counts.bookings / 2)} limit 1`,
    );
    // Reservas half-way down the guide's bookings, through the cursor its page links carry (keyset, issue 37).
    const [midBooking] = await queryRows<{ key: string; id: string }>(
      database.db,
      sql`with mine as (
          select b.created_at, b.id from bookings b join trips t on t.id = b.trip_id
          where t.tropleader_id = ${data.guide.id}::uuid and b.status <> 'expired'
        )
        select created_at::text as key, id::text from mine order by created_at desc, id desc
        offset (select count(*) / 2 from mine) limit 1`,
    );
    const deepBookings = encodeCursor(midBooking!.key, midBooking!.id);
    const month = new Date().toISOString().slice(0, 7);
    const lists: Record<string, () => Promise<unknown>> = {
      "Usuarios (newest)": () => searchUsers(deps, admin, ""),
      "Usuarios (search)": () => searchUsers(deps, admin, travellerEmail),
      "Registro (first page)": () => listAuditLog(deps, admin, {}),
      "Registro (deep page)": () => listAuditLog(deps, admin, { despues: deepAll }),
      "Registro (action, deep)": () =>
        listAuditLog(deps, admin, { action: "trip.edit", despues: deepAction }),
      "Reembolsos (reference)": () => findBookingsForRefund(deps, admin, reference),
      "Reembolsos (email)": () => findBookingsForRefund(deps, admin, travellerEmail),
      "Reembolsos (failed)": () => listFailedRefunds(deps, admin),
      "Finanzas (this month)": () => getFinanceSummary(deps, admin, readFinancePeriod(new URLSearchParams())),
      "Reservas (page 1)": () =>
        listTropleaderBookings(deps, guide, readTropleaderBookingFilters(new URLSearchParams())),
      "Reservas (deep page)": () =>
        listTropleaderBookings(
          deps,
          guide,
          readTropleaderBookingFilters(new URLSearchParams({ despues: deepBookings, pagina: "2" })),
        ),
      Calendario: () => listTropleaderCalendar(deps, guide, month),
      Cobros: () => listTropleaderPayouts(deps, guide),
    };
    const figures = new Map<string, Figures>();
    for (const [name, fn] of Object.entries(lists)) {
      // One list failing (a bug at this size) is reported, not the end of a run that took minutes to seed.
      let shown = "—";
      const statements = await capture(pool, async () => {
        shown = rowsShown(await fn());
      }).catch((e: unknown) => {
        console.error(`${name}: ${e instanceof Error ? (e.cause ?? e).toString() : String(e)}`);
        return null;
      });
      if (!statements) continue;
      const floorFn = () => replay(pool, statements);
      const { service, floor } = await timeSideBySide(fn, floorFn);
      const plans: string[] = [];
      if (explain) plans.push(...(await explainPlans(pool, name, statements, BIG_TABLES)));
      figures.set(name, {
        statements: statements.length,
        shown,
        service: service.p95,
        serviceP50: service.p50,
        floor: floor.p95,
        plans,
      });
    }
    return figures;
  } finally {
    await database.close();
  }
}

/**
 * How many rows a list showed, so that a row comparing a hit at one size with a miss at the other is seen
 * (the first search term of this bench matched nothing at a tenth of the size, and 0.7 → 3.6 ms read as growth).
 */
function rowsShown(result: unknown): string {
  if (Array.isArray(result)) return String(result.length);
  const r = result as { rows?: unknown; entries?: unknown } | null;
  if (Array.isArray(r?.rows)) return String(r.rows.length);
  if (Array.isArray(r?.entries)) return String(r.entries.length);
  return "—";
}

async function runOnPostgres(): Promise<void> {
  const scale = Number(process.env.BENCH_LISTS_SCALE ?? 1) || 1;
  const commit = execSync("git rev-parse --short HEAD", { cwd: projectRoot() }).toString().trim();
  console.info(
    `date: ${new Date().toISOString()} · commit: ${commit} · scale: ${scale} · load average: ${readFileSync("/proc/loadavg", "utf8").trim()}`,
  );
  const tenth = await measureSize(listsCounts(scale / 10), false);
  const full = await measureSize(listsCounts(scale), true);
  const rows = [...full].map(([name, f]) => {
    const small = tenth.get(name) ?? f;
    return {
      list: name,
      statements: f.statements,
      rows: small.shown === f.shown ? f.shown : `${f.shown} (1/10: ${small.shown})`,
      p50: fmtMs(f.serviceP50),
      p95: fmtMs(f.service),
      "SQL p95": fmtMs(f.floor),
      "p95 / SQL (≤ 2×)": mark(f.service, f.floor),
      "p95 at 1/10": fmtMs(small.service),
      "growth (≤ 2×)": mark(f.service, small.service),
    };
  });
  printTable(
    `Admin and tropleader lists on PostgreSQL at ${listsCounts(scale).users} users / ${listsCounts(scale).bookings} bookings / ${listsCounts(scale).audit} audit entries (${RUNS} calls of each list in turns with its SQL, after ${WARMUP} warm-up)`,
    rows,
  );
  console.info("\n## Query plans at full size (EXPLAIN ANALYZE)");
  for (const f of full.values()) for (const plan of f.plans) console.info(plan);
}

export async function runAdminListsBench(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    await runOnPostgres();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn("bash", ["scripts/with-postgres.sh", "npx", "tsx", "bench/admin-lists.ts"], {
      cwd: projectRoot(),
      stdio: "inherit",
    });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lists bench exited ${code}`))));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAdminListsBench();
}
