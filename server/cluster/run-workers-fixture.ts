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
  console.info(`ready ${process.pid}`);
  process.on("SIGTERM", () => {
    if (process.env.FIXTURE_STOP_MS === "hang") return;
    setTimeout(() => {
      console.info(`stopped ${process.pid}`);
      clearInterval(keepAlive);
      process.exit(0);
    }, Number(process.env.FIXTURE_STOP_MS));
  });
}
