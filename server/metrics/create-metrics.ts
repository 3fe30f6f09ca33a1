import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { payouts } from "../db/schema/bookings.ts";
import type { Logger } from "../lib/logger.ts";
import type { AppMetrics } from "./app-metrics.ts";
import { askPrimary, isClusterWorker, shareWithPrimary } from "./cluster-metrics.ts";
import { type OperationalFigures, readOperationalFigures } from "./read-operational-figures.ts";

/** A scrape waits at most this long for the database figures; past it they keep their last values. */
const FIGURES_TIMEOUT_MS = 2_000;
/** Any other method (anyone can send one) is counted as "other", so labels stay few. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The process's registry and metrics (imported only when metrics are on: server/create-deps.ts). Nothing runs
 * between scrapes but Node's default process metrics; what needs a query is read when scraped.
 */
export function createMetrics(database: Database, logger: Logger): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: "tropa_http_request_duration_seconds",
    help: "HTTP requests by route pattern (never the URL), method and status class, until the answer's headers",
    labelNames: ["route", "method", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // 1 per process: added up across cluster workers, so a scrape shows how many answered.
  new Gauge({
    name: "tropa_processes",
    help: "Server processes whose figures this scrape includes",
    registers,
  }).set(1);
  const jobRuns = new Counter({
    name: "tropa_job_runs_total",
    help: "Background job runs by kind and outcome (done, retry: failed and queued again, failed: for good)",
    labelNames: ["kind", "outcome"],
    registers,
  });
  const socketReaders: Array<() => number> = [];
  new Gauge({
    name: "tropa_realtime_connections",
    help: "Open realtime WebSocket connections",
    registers,
    collect() {
      this.set(socketReaders.reduce((sum, read) => sum + read(), 0));
    },
  });

  const collectErrors = new Counter({
    name: "tropa_metrics_collect_errors_total",
    help: "Scrapes whose database figures could not be read in time (the gauges below kept their last values)",
    registers,
  });
  // The gauges of one scrape share one read: prom-client asks every metric at once, so the read in flight serves
  // them all; the next scrape reads again.
  let inFlight: Promise<OperationalFigures | null> | null = null;
  const currentFigures = () => {
    if (inFlight) return inFlight;
    let timer: NodeJS.Timeout | undefined;
    const read = Promise.race([
      readOperationalFigures(database.db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), FIGURES_TIMEOUT_MS);
      }),
    ])
      .catch((error) => {
        collectErrors.inc();
        logger.warn("metrics: database figures not read", { error });
        return null;
      })
      .finally(() => {
        clearTimeout(timer);
        inFlight = null;
      });
    inFlight = read;
    return read;
  };
  /** A gauge read from the database; `max` across cluster workers, which all read the same tables. */
  const figureGauge = <L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    apply: (gauge: Gauge<L>, f: OperationalFigures) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      aggregator: "max",
      registers,
      async collect() {
        const f = await currentFigures();
        if (f) apply(this, f);
      },
    });

  figureGauge("tropa_jobs_due", "Queued jobs due now and not yet claimed", [], (g, f) => g.set(f.jobsDue));
  figureGauge("tropa_jobs_oldest_due_seconds", "How long the oldest due job has waited", [], (g, f) =>
    g.set(f.jobsOldestDueSeconds),
  );
  figureGauge("tropa_jobs_running", "Jobs claimed by a runner", [], (g, f) => g.set(f.jobsRunning));
  figureGauge("tropa_jobs_failed", "Jobs that failed for good, by kind", ["kind"], (g, f) => {
    g.reset();
    for (const [kind, n] of Object.entries(f.jobsFailedByKind)) g.set({ kind }, n);
  });
  figureGauge("tropa_email_outbox_pending", "Emails waiting to be sent", [], (g, f) =>
    g.set(f.outboxPending),
  );
  figureGauge("tropa_email_outbox_failed", "Emails given up on", [], (g, f) => g.set(f.outboxFailed));
  figureGauge(
    "tropa_email_outbox_oldest_pending_seconds",
    "Age of the oldest email waiting to be sent",
    [],
    (g, f) => g.set(f.outboxOldestPendingSeconds),
  );
  figureGauge("tropa_payouts", "Payouts by status", ["status"], (g, f) => {
    for (const status of payouts.status.enumValues) g.set({ status }, f.payoutsByStatus[status] ?? 0);
  });
  figureGauge(
    "tropa_reconciliation_last_differences",
    "Differences found by the last finished reconciliation (0 before the first)",
    [],
    (g, f) => g.set(f.reconciliationDifferences ?? 0),
  );
  figureGauge(
    "tropa_reconciliation_last_finished_timestamp_seconds",
    "When the last reconciliation finished (Unix time; 0 before the first)",
    [],
    (g, f) => g.set(f.reconciliationFinishedAt ?? 0),
  );

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: "tropa_db_pool_connections",
      help: "PostgreSQL pool connections of this process: in_use, idle, and waiting (requests queued for one)",
      labelNames: ["state"],
      registers,
      collect() {
        this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  const clustered = isClusterWorker();
  if (clustered) shareWithPrimary(registry);

  return {
    observeRequest(route, method, status, seconds) {
      const label = METHODS.has(method) ? method : "other";
      httpDuration.observe({ route, method: label, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    observeJobRun(kind, outcome) {
      jobRuns.inc({ kind, outcome });
    },
    countOpenSockets(read) {
      socketReaders.push(read);
    },
    async render() {
      let body: string;
      if (clustered) {
        body = await askPrimary().catch(async (error) => {
          logger.warn("metrics: cluster answer failed, this worker's own", { error });
          return registry.metrics();
        });
      } else {
        body = await registry.metrics();
      }
      return { contentType: registry.contentType, body };
    },
  };
}
