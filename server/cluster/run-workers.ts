import cluster, { type Worker } from "node:cluster";
import { isMetricsAsk, type MetricsAsk } from "../metrics/cluster-messages.ts";

/** A worker that dies this soon after starting is not restarted (a start-up error would loop forever). */
const MIN_UPTIME_MS = 10_000;

/**
 * The primary process of `TROPA_WORKERS`: forks `count` copies of this server, which share the port (Node's
 * cluster hands each new connection to the next worker). Each worker is a full instance: its own database
 * pool, job runner (jobs are claimed with FOR UPDATE SKIP LOCKED) and realtime socket server (frames cross
 * workers through PostgreSQL's LISTEN/NOTIFY), exactly like instances behind a load balancer. A worker that
 * crashes after running a while is replaced; SIGTERM/SIGINT are forwarded to every worker, which shut down
 * gracefully (server/lifecycle/graceful-shutdown.ts), and the primary exits once they all have; workers still
 * running `shutdownTimeoutMs` later (their own bound, plus a margin) are killed and the primary exits 1.
 */
export function runWorkers(
  count: number,
  log: (message: string) => void,
  options: { shutdownTimeoutMs?: number } = {},
): void {
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? 12_000;
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();
  log(`tropa: ${count} worker processes`);

  // Metrics on: the worker a scrape reaches asks here, and the primary adds up every worker's registry
  // (server/metrics/cluster-metrics.ts, loaded with prom-client on the first ask only).
  let answerMetrics: Promise<(worker: Worker, ask: MetricsAsk) => Promise<void>> | null = null;
  cluster.on("message", (worker, message) => {
    if (!isMetricsAsk(message)) return;
    answerMetrics ??= import("../metrics/cluster-metrics.ts").then((m) => m.createClusterMetricsAnswerer());
    void answerMetrics.then((answer) => answer(worker, message));
  });

  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (code || signal) process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (uptime < MIN_UPTIME_MS) {
      log(`tropa: worker ${worker.process.pid} failed at start-up (${signal ?? code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill("SIGTERM");
      process.exitCode = 1;
      return;
    }
    log(`tropa: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`tropa: ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      log(`tropa: workers still running after ${shutdownTimeoutMs} ms; killing them`);
      process.exitCode = 1;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      // The exit handler above exits once they are gone; this only if it is not told.
      setTimeout(() => process.exit(1), 1_000).unref();
    }, shutdownTimeoutMs).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
