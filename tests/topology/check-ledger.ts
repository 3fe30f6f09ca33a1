/**
 * Run by the topology journey (rolling-restart.spec.ts) once both instances have restarted: the product's own
 * reconciliation over the shared PostgreSQL (DATABASE_URL), and what is left in the job and email queues. Prints
 * one JSON line.
 */
import { sql } from "drizzle-orm";
import { parseConfig } from "../../server/config/load-config.ts";
import { createDeps } from "../../server/create-deps.ts";
import { openPostgres } from "../../server/db/client.ts";
import { queryRows } from "../../server/db/query-rows.ts";
import { createLogger } from "../../server/lib/logger.ts";
import { reconcileLedger } from "../../server/services/ledger/reconcile-ledger.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const config = parseConfig({ ...process.env, JOBS_ENABLED: "false", LOG_LEVEL: "silent" });
const database = await openPostgres(url, 2);
const deps = await createDeps(config, database, createLogger("silent"));
try {
  const reconciliation = await reconcileLedger(deps, { trigger: "admin" });
  const [jobs] = await queryRows<{ running: number; failed: number }>(
    deps.db,
    sql`select count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed')::int as failed from jobs`,
  );
  const [outbox] = await queryRows<{ pending: number; failed: number }>(
    deps.db,
    sql`select count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'failed')::int as failed from email_outbox`,
  );
  process.stdout.write(
    `${JSON.stringify({
      bookingsChecked: reconciliation.bookingsChecked,
      differences: reconciliation.differences,
      jobsRunning: jobs?.running ?? -1,
      jobsFailed: jobs?.failed ?? -1,
      emailsPending: outbox?.pending ?? -1,
      emailsFailed: outbox?.failed ?? -1,
    })}\n`,
  );
} finally {
  await deps.bus.close();
  await database.close();
}
