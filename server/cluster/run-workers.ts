import cluster from "node:cluster";

/** A worker that dies this soon after starting is not restarted (a start-up error would loop forever). */
const MIN_UPTIME_MS = 10_000;

/**
 * The primary process of `TROPA_WORKERS`: forks `count` copies of this server, which share the port (Node's
 * cluster hands each new connection to the next worker). Each worker is a full instance: its own database
 * pool, job runner (jobs are claimed with FOR UPDATE SKIP LOCKED) and realtime socket server (frames cross
 * workers through PostgreSQL's LISTEN/NOTIFY), exactly like instances behind a load balancer. A worker that
 * crashes after running a while is replaced; SIGTERM/SIGINT stop every worker gracefully.
 */
export function runWorkers(count: number, log: (message: string) => void): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();
  log(`tropa: ${count} worker processes`);

  cluster.on("exit", (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
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
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
