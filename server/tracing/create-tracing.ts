import {
  type Context as OtelContext,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type TextMapGetter,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import type { Config } from "../config/load-config.ts";
import { UNMATCHED } from "../metrics/route-pattern.ts";
import type { HttpTracing } from "./http-tracing.ts";

const headersGetter: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, key) => headers.get(key) ?? undefined,
};

/**
 * The tracer provider of this process (its own, not OpenTelemetry's global one): spans batched and sent as
 * OTLP/HTTP JSON to `OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`, as service `OTEL_SERVICE_NAME` (default "tropa").
 */
export function createTracing(config: Config, endpoint: string): HttpTracing {
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer("tropa-http");
  const propagator = new W3CTraceContextPropagator();

  return {
    middleware: (routeOf) => async (c, next) => {
      const parent: OtelContext = propagator.extract(ROOT_CONTEXT, c.req.raw.headers, headersGetter);
      const url = new URL(c.req.url);
      const span = tracer.startSpan(
        c.req.method,
        {
          kind: SpanKind.SERVER,
          attributes: {
            "http.request.method": c.req.method,
            "url.path": url.pathname, // never the query: it may carry a token (password reset, unsubscribe)
            "url.scheme": url.protocol.replace(":", ""),
          },
        },
        parent,
      );
      try {
        await next();
      } finally {
        const route = await routeOf(c).catch(() => UNMATCHED);
        span.updateName(`${c.req.method} ${route}`);
        span.setAttribute("http.route", route);
        span.setAttribute("http.response.status_code", c.res.status);
        if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
