import type { Context, MiddlewareHandler } from "hono";

/**
 * OpenTelemetry tracing of HTTP requests (issue 38), as `deps.tracing`: null unless OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (and OTEL_TRACES_EXPORTER is not `none`), so the default start never loads the OpenTelemetry packages
 * (server/tracing/create-tracing.ts is imported only then).
 */
export type HttpTracing = {
  /** A server span per request, named by its route pattern, continuing the caller's `traceparent`. */
  middleware(routeOf: (c: Context) => Promise<string>): MiddlewareHandler;
  /** Sends the spans still buffered (tests; the shutdown does it too). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
};
