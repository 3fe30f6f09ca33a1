/**
 * What the rest of the server tells the metrics (issue 38), as `deps.metrics`: null unless metrics are on
 * (METRICS_ENABLED or METRICS_TOKEN), so the default start never loads prom-client (server/metrics/create-metrics.ts
 * is imported only then). Counters are per process; in a cluster the primary adds the workers' up
 * (server/metrics/cluster-metrics.ts).
 */
export type AppMetrics = {
  /** One HTTP request answered: `route` is a pattern ("/viaje/:slug", "/api/files/:id", "unmatched"), never a URL. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One run of a background job: done, failed and to be retried, or failed for good. */
  observeJobRun(kind: string, outcome: JobRunOutcome): void;
  /** Where the number of open realtime sockets is read at scrape time (server/realtime/realtime-server.ts). */
  countOpenSockets(read: () => number): void;
  /** The Prometheus text of this process, or of every worker when this process is a cluster worker. */
  render(): Promise<{ contentType: string; body: string }>;
};

export type JobRunOutcome = "done" | "retry" | "failed";
