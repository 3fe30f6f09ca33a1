import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createPaymentProvider } from "../adapters/payments/create-payment-provider.ts";
import type { AppDeps } from "../app-deps.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { queryRows } from "../db/query-rows.ts";
import { reconcileLedger } from "../services/ledger/reconcile-ledger.ts";
import { payDuePayouts } from "../services/payouts/pay-due-payouts.ts";
import { paidDeparture } from "../testing/paid-departure.ts";
import { isRealPostgres } from "../testing/test-database.ts";
import { createTestDeps } from "../testing/test-deps.ts";

/**
 * The PostgreSQL procedure of docs/OPERATIONS.md ("Backups and restore"), run for real: bookings paid and paid
 * out through the services, `pg_dump -Fc`, `pg_restore` into a new database, and the restored copy holds the
 * same bookings, payments, payouts and ledger, with a clean reconciliation. PostgreSQL pass only.
 */

const run = promisify(execFile);

/** pg_dump and pg_restore of the newest PostgreSQL installed (as scripts/with-postgres.sh finds initdb). */
function pgTool(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  for (const version of versions.reverse()) {
    const tool = path.join(root, version, "bin", name);
    if (existsSync(tool)) return tool;
  }
  return name;
}

const TABLES = ["bookings", "payments", "payouts", "ledger_entries", "simulated_transfers"] as const;

async function counts(db: Database["db"]) {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    result[table] = row!.n;
  }
  return result;
}

describe.skipIf(!isRealPostgres())("PostgreSQL backup: pg_dump -Fc and pg_restore", () => {
  const work = mkdtempSync(path.join(tmpdir(), "tropa-pgdump-"));
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const restoredName = `tropa_restored_${randomBytes(6).toString("hex")}`;
  let deps: (AppDeps & { close(): Promise<void> }) | undefined;
  let restored: Database | undefined;

  afterAll(async () => {
    await restored?.close();
    await deps?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${restoredName} with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  });

  it("restores every booking, payment, payout and ledger entry, and the reconciliation finds nothing", async () => {
    deps = await createTestDeps();
    const departure = await paidDeparture(deps, { travellers: 3 });
    expect((await payDuePayouts(deps, { now: departure.after })).paid).toBe(3);
    const sourceUrl = deps.database.pool?.options.connectionString;
    if (!sourceUrl) throw new Error("not on PostgreSQL");

    const dump = path.join(work, "tropa.dump");
    await run(pgTool("pg_dump"), ["--format=custom", "--file", dump, sourceUrl]);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${restoredName}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${restoredName}`;
    await run(pgTool("pg_restore"), ["--no-owner", "--exit-on-error", "--dbname", target.toString(), dump]);

    restored = await openPostgres(target.toString(), 2);
    // The server starts on it as usual: its migrations are recorded, so nothing is applied twice.
    await restored.migrate();
    expect(await restored.migrationsApplied()).toBe(await deps.database.migrationsApplied());
    const before = await counts(deps.db);
    expect(before.bookings).toBe(3);
    expect(before.ledger_entries).toBeGreaterThan(0);
    expect(await counts(restored.db)).toEqual(before);

    const references = departure.booked.map((b) => b.reference).sort();
    const rows = await queryRows<{ booking_reference: string; status: string }>(
      restored.db,
      sql`select booking_reference, status from bookings order by booking_reference`,
    );
    expect(rows.map((r) => r.booking_reference)).toEqual(references);
    expect(rows.every((r) => r.status === "confirmed")).toBe(true);

    const check = await reconcileLedger(
      {
        db: restored.db,
        payments: await createPaymentProvider(deps.config, restored.db),
        config: deps.config,
        logger: deps.logger,
      },
      { trigger: "admin", now: departure.after },
    );
    expect(check.bookingsChecked).toBe(3);
    expect(check.differences).toEqual([]);
  });
});
