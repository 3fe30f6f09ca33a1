import { createServer as createHttpServer, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltInstance, startBuiltInstance, stopBuiltInstance } from "../testing/built-instance.ts";
import { sample } from "../testing/prometheus-sample.ts";
import { createTestDatabase, isRealPostgres } from "../testing/test-database.ts";

/**
 * Metrics under TROPA_WORKERS=2 (the production build on PostgreSQL, vitest project `built`): whichever worker a
 * scrape reaches answers for both (server/metrics/cluster-metrics.ts), so requests spread over the workers are
 * all counted in every scrape. With OTEL_EXPORTER_OTLP_ENDPOINT, the bundle's workers send their spans to a local
 * OTLP/HTTP collector (server/tracing/).
 */
const TOKEN = "metrics-token-for-the-built-test-0123";
const START_TIMEOUT_MS = 60_000;

/** One request on its own connection (no keep-alive), so the cluster hands each to the next worker. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: "close", ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A local OTLP/HTTP collector: the span names and trace ids posted to /v1/traces. */
async function startCollector() {
  const spans: { name: string; traceId: string; parentSpanId?: string }[] = [];
  const server = createHttpServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      type Body = { resourceSpans: { scopeSpans: { spans: (typeof spans)[number][] }[] }[] };
      for (const rs of (JSON.parse(body) as Body).resourceSpans)
        for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((r) => server.close(r)) };
}

describe.runIf(isRealPostgres())("metrics and tracing across TROPA_WORKERS (production build)", () => {
  let collector: Awaited<ReturnType<typeof startCollector>> | undefined;
  let instance: BuiltInstance | undefined;
  let url = "";
  let closeDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    closeDatabase = () => database.close();
    const databaseUrl = database.pool?.options.connectionString;
    if (!databaseUrl) throw new Error("not on PostgreSQL");
    collector = await startCollector();
    instance = await startBuiltInstance({
      name: "metrics",
      env: {
        DATABASE_URL: databaseUrl,
        DEMO_MODE: "false",
        E2E_FACTORY: undefined,
        TROPA_WORKERS: "2",
        METRICS_TOKEN: TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      },
      timeoutMs: START_TIMEOUT_MS,
      // Both workers up: a scrape counts two processes.
      ready: async ({ url: base }) => {
        const scrape = await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}` }).catch(
          () => undefined,
        );
        return scrape?.status === 200 && sample(scrape.body, "tropa_processes") === 2;
      },
    });
    url = instance.url;
  });

  afterAll(async () => {
    if (instance) await stopBuiltInstance(instance, 15_000);
    await closeDatabase?.();
    await collector?.close();
  });

  it("refuses a scrape without the token and counts every worker's requests in each scrape", async () => {
    expect((await get(`${url}/metrics`)).status).toBe(401);
    expect((await get(`${url}/metrics`, { authorization: "Bearer wrong-token-wrong-token" })).status).toBe(
      401,
    );
    const route = { route: "/api/conversations/unread", method: "GET", status_class: "4xx" };
    for (let i = 0; i < 20; i++) expect((await get(`${url}/api/conversations/unread`)).status).toBe(401);
    for (let scrape = 0; scrape < 4; scrape++) {
      const { status, body } = await get(`${url}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(status).toBe(200);
      expect(sample(body, "tropa_processes")).toBe(2);
      expect(sample(body, "tropa_http_request_duration_seconds_count", route)).toBe(20);
      // Read from the database by each worker: the larger, not the sum.
      expect(sample(body, "tropa_payouts", { status: "paid" })).toBe(0);
      expect(sample(body, "tropa_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
    }
  });

  it("sends each worker's request spans, continuing the caller's trace", async () => {
    const traceId = "0af7651916cd43dd8448eb211c80319c";
    const traceparent = `00-${traceId}-b7ad6b7169203331-01`;
    for (let i = 0; i < 4; i++) expect((await get(`${url}/api/health`, { traceparent })).status).toBe(200);
    // Batched: sent within the processor's 5 s delay.
    await expect
      .poll(
        () => collector?.spans.filter((s) => s.traceId === traceId && s.name === "GET /api/health").length,
        {
          timeout: 15_000,
          interval: 250,
        },
      )
      .toBe(4);
    expect(collector?.spans.find((s) => s.traceId === traceId)?.parentSpanId).toBe("b7ad6b7169203331");
  });
});
