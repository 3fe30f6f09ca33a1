/**
 * A cluster for run-workers.test.ts: the primary runs runWorkers; each worker prints "ready <pid>" and, on
 * SIGTERM, takes FIXTURE_STOP_MS to stop ("hang": never stops) and prints "stopped <pid>".
 */
import cluster from "node:cluster";
import { runWorkers } from "./run-workers.ts";

if (cluster.isPrimary) {
  runWorkers(2, (message) => console.info(message), {
    shutdownTimeoutMs: Number(process.env.FIXTURE_SHUTDOWN_TIMEOUT_MS),
  });
} else {
  const keepAlive = setInterval(() => {}, 1_000);
  process.on("SIGTERM", () => {
    if (process.env.FIXTURE_STOP_MS === "hang") return;
    setTimeout(() => {
      console.info(`stopped ${process.pid}`);
      clearInterval(keepAlive);
      process.exit(0);
    }, Number(process.env.FIXTURE_STOP_MS));
  });
  // Only once it handles SIGTERM: the test sends it as soon as it reads this line, and a worker that still had
  // the default action died of it (exit code 1 from the primary, seen once in a fresh clone's run).
  console.info(`ready ${process.pid}`);
}
