/**
 * The messages between a cluster worker and the primary about metrics (server/metrics/cluster-metrics.ts). Kept
 * apart so the primary can recognise an ask without loading prom-client.
 */
export const METRICS_ASK = "tropa:metrics-ask";
export const METRICS_ANSWER = "tropa:metrics-answer";

export type MetricsAsk = { type: typeof METRICS_ASK; id: string };
export type MetricsAnswer = { type: typeof METRICS_ANSWER; id: string; text?: string; error?: string };

export const isMetricsAsk = (message: unknown): message is MetricsAsk =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === METRICS_ASK;
