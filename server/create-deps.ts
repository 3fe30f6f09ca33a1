import { createMailTransport } from "./adapters/mail/create-mail-transport.ts";
import { createPaymentProvider } from "./adapters/payments/create-payment-provider.ts";
import { createRealtimeBus } from "./adapters/realtime/create-realtime-bus.ts";
import { createStorage } from "./adapters/storage/create-storage.ts";
import type { AppDeps } from "./app-deps.ts";
import { createAuth } from "./auth/create-auth.ts";
import { createPasswordStrength } from "./auth/password-strength.ts";
import type { Config } from "./config/load-config.ts";
import type { Database } from "./db/client.ts";
import { compressHtml } from "./http/compress-page.ts";
import type { Logger } from "./lib/logger.ts";
import { createPublicPageCache } from "./lib/public-page-cache.ts";
import { createVisitorDataCache } from "./lib/visitor-data-cache.ts";
import { createTranslationProvider } from "./translation/create-translation-provider.ts";

/** The composition root: picks each adapter from the validated configuration. */
export async function createDeps(config: Config, database: Database, logger: Logger): Promise<AppDeps> {
  const mail = await createMailTransport(config);
  const bus = createRealtimeBus(database, logger);
  const storage = await createStorage(config);
  const payments = await createPaymentProvider(config, database.db);
  const auth = createAuth({ config, db: database.db, logger });
  const visitorCache = createVisitorDataCache();
  const pageCache = createPublicPageCache(visitorCache, compressHtml);
  // Off by default: prom-client is loaded only when metrics are on (server/metrics/app-metrics.ts).
  const metrics = config.metricsEnabled
    ? (await import("./metrics/create-metrics.ts")).createMetrics(database, logger)
    : null;
  // Off by default too: the OpenTelemetry packages load only with an OTLP endpoint (server/tracing/http-tracing.ts).
  const otlpEndpoint =
    config.OTEL_TRACES_EXPORTER === "otlp" ? config.OTEL_EXPORTER_OTLP_ENDPOINT : undefined;
  const tracing = otlpEndpoint
    ? (await import("./tracing/create-tracing.ts")).createTracing(config, otlpEndpoint)
    : null;
  return {
    config,
    database,
    db: database.db,
    logger,
    mail,
    bus,
    storage,
    payments,
    auth,
    passwords: createPasswordStrength(),
    visitorCache,
    pageCache,
    translation: createTranslationProvider(config, logger),
    metrics,
    tracing,
  };
}
