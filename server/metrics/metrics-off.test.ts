import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config/load-config.ts";
import { createHttpApp } from "../http/create-app.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { tinyPageBuild } from "../testing/tiny-page-build.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";

const ORIGIN = "http://localhost:3999";
const require = createRequire(import.meta.url);
/** Whether prom-client has been loaded by this process (Node's module cache; its own test file is apart). */
const loaded = (pkg: string) =>
  Object.keys(require.cache).some((file) => file.includes(`/node_modules/${pkg}/`));
const promClientLoaded = () => loaded("prom-client");
/** The OpenTelemetry SDK and exporter (tracing, server/tracing/), off without OTEL_EXPORTER_OTLP_ENDPOINT. */
const otelLoaded = () =>
  loaded("@opentelemetry/sdk-trace") || loaded("@opentelemetry/exporter-trace-otlp-http");

describe("metrics and tracing off (the default)", () => {
  const deps = useTestDeps();
  let app: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    app = createHttpApp(deps, { build: async () => tinyPageBuild, mode: "development" });
  });

  it("registers nothing, loads no prom-client nor OpenTelemetry and answers /metrics as any unknown page", async () => {
    expect(deps.metrics).toBeNull();
    expect(deps.tracing).toBeNull();
    await app.request(`${ORIGIN}/api/health`);
    const res = await app.request(`${ORIGIN}/metrics`, {
      headers: { authorization: "Bearer anything-at-all-000" },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("process_cpu");
    expect(promClientLoaded()).toBe(false);
    expect(otelLoaded()).toBe(false);
    // The check itself can fail: loading the modules shows in the same cache.
    await import("prom-client");
    expect(promClientLoaded()).toBe(true);
    await import("@opentelemetry/sdk-trace");
    expect(otelLoaded()).toBe(true);
  });

  it("turns on with METRICS_ENABLED or a METRICS_TOKEN, and needs the token in production", () => {
    const base = {
      SESSION_SECRET: "x".repeat(32),
      APP_URL: "https://tropa.example",
      DATA_DIR: "/tmp/tropa-m",
    };
    expect(parseConfig(base).metricsEnabled).toBe(false);
    expect(parseConfig({ ...base, METRICS_ENABLED: "true" }).metricsEnabled).toBe(true);
    expect(parseConfig({ ...base, METRICS_TOKEN: "t".repeat(16) }).metricsEnabled).toBe(true);
    expect(
      parseConfig({ ...base, METRICS_TOKEN: "t".repeat(16), METRICS_ENABLED: "false" }).metricsEnabled,
    ).toBe(false);
    const production = { ...base, TROPA_ENV: "production", PAYMENT_PROVIDER: "simulated" };
    const allowed = { ...production, ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: "true" };
    expect(() => parseConfig({ ...allowed, METRICS_ENABLED: "true" })).toThrow(/METRICS_TOKEN/);
    expect(parseConfig({ ...allowed, METRICS_TOKEN: "t".repeat(16) }).metricsEnabled).toBe(true);
    expect(() => parseConfig({ ...base, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("traces with an OTLP endpoint unless OTEL_TRACES_EXPORTER=none", async () => {
    const base = { SESSION_SECRET: "x".repeat(32), DATA_DIR: "/tmp/tropa-m" };
    const endpoint = { ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" };
    expect(parseConfig(endpoint).OTEL_TRACES_EXPORTER).toBe("otlp");
    expect(parseConfig(endpoint).OTEL_SERVICE_NAME).toBe("tropa");
    expect(() => parseConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toThrow(
      /OTEL_EXPORTER/,
    );
    expect(() => parseConfig({ ...endpoint, OTEL_TRACES_EXPORTER: "zipkin" })).toThrow(
      /OTEL_TRACES_EXPORTER/,
    );
    const none = await createTestDeps({
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318",
      OTEL_TRACES_EXPORTER: "none",
    });
    expect(none.tracing).toBeNull();
    await none.close();
  });
});
