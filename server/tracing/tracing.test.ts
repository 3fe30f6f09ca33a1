import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../http/create-app.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { tinyPageBuild } from "../testing/tiny-page-build.ts";

const ORIGIN = "http://localhost:3999";
const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID = "00f067aa0ba902b7";

type OtlpSpan = {
  name: string;
  traceId: string;
  parentSpanId?: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  status?: { code?: number };
};
type OtlpBody = {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
};

/** A local OTLP/HTTP collector: keeps what is posted to /v1/traces. */
async function startCollector() {
  const received: { path: string; contentType: string; body: OtlpBody }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        contentType: req.headers["content-type"] ?? "",
        body: JSON.parse(body),
      });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe("tracing (issue 38): OpenTelemetry HTTP server spans with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    collector = await startCollector();
    deps = await createTestDeps({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: "tropa-test",
    });
    app = createHttpApp(deps, { build: async () => tinyPageBuild, mode: "development" });
  });
  afterAll(async () => {
    await deps.tracing?.shutdown();
    await deps.close();
    await collector.close();
  });

  it("sends a span per request, named by route pattern, continuing the caller's trace", async () => {
    expect(deps.metrics).toBeNull(); // each is turned on by itself
    const traceparent = `00-${TRACE_ID}-${PARENT_ID}-01`;
    expect(
      (await app.request(`${ORIGIN}/viaje/surf-4711?token=secret-123`, { headers: { traceparent } })).status,
    ).toBe(200);
    expect((await app.request(`${ORIGIN}/api/health`)).status).toBe(200);
    expect((await app.request(`${ORIGIN}/nada/de/nada`)).status).toBe(404);
    await deps.tracing?.flush();

    expect(collector.received.length).toBeGreaterThan(0);
    expect(collector.received.every((r) => r.path === "/v1/traces")).toBe(true);
    expect(collector.received[0]?.contentType).toMatch(/^application\/json/);
    const batches = collector.received.flatMap((r) => r.body.resourceSpans);
    const service = batches[0]?.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue;
    expect(service).toBe("tropa-test");
    const spans = batches.flatMap((b) => b.scopeSpans.flatMap((s) => s.spans));
    expect(spans.map((s) => s.name).sort()).toEqual(["GET /api/health", "GET /viaje/:slug", "GET unmatched"]);

    const page = spans.find((s) => s.name === "GET /viaje/:slug")!;
    expect(page.traceId).toBe(TRACE_ID);
    expect(page.parentSpanId).toBe(PARENT_ID);
    expect(page.kind).toBe(2); // SERVER
    expect(attribute(page, "http.route")).toBe("/viaje/:slug");
    expect(attribute(page, "http.response.status_code")).toBe(200);
    expect(attribute(page, "url.path")).toBe("/viaje/surf-4711");
    expect(JSON.stringify(collector.received)).not.toContain("secret-123");

    const health = spans.find((s) => s.name === "GET /api/health")!;
    expect(health.traceId).not.toBe(TRACE_ID); // no traceparent: a trace of its own
    expect(health.parentSpanId ?? "").toBe("");
  });
});
