import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, type Registry } from "prom-client";
import { METRICS_ANSWER, METRICS_ASK, type MetricsAnswer, type MetricsAsk } from "./cluster-messages.ts";

/**
 * Metrics under TROPA_WORKERS (server/cluster/run-workers.ts): whichever worker a scrape reaches asks the
 * primary, which gathers every worker's registry with prom-client's AggregatorRegistry (counters and histograms
 * added up; the gauges read from the database take the largest, since every worker reads the same tables) and
 * answers that worker. The primary loads this module only when a worker first asks (metrics on).
 */
const ASK_TIMEOUT_MS = 6_000;

/** In a worker: answers the primary's collection requests from this registry. */
export function shareWithPrimary(registry: Registry): void {
  new AggregatorRegistry(); // adds prom-client's worker-side listener
  AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: the whole cluster's metrics, through the primary. */
export function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const answer = message as MetricsAnswer;
      if (answer?.type !== METRICS_ANSWER || answer.id !== id) return;
      done();
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.text ?? "");
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("the cluster primary did not answer"));
    }, ASK_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: METRICS_ASK, id } satisfies MetricsAsk);
  });
}

/** In the primary: one aggregator for the process, answering each worker's ask. */
export function createClusterMetricsAnswerer() {
  const aggregator = new AggregatorRegistry();
  return async (worker: Worker, ask: MetricsAsk) => {
    let answer: MetricsAnswer;
    try {
      answer = { type: METRICS_ANSWER, id: ask.id, text: await aggregator.clusterMetrics() };
    } catch (e) {
      answer = { type: METRICS_ANSWER, id: ask.id, error: e instanceof Error ? e.message : String(e) };
    }
    if (worker.isConnected()) worker.send(answer);
  };
}

export const isClusterWorker = () => cluster.isWorker;
