import type { MailTransport } from "./adapters/mail/mail-transport.ts";
import type { PaymentProvider } from "./adapters/payments/payment-provider.ts";
import type { RealtimeBus } from "./adapters/realtime/realtime-bus.ts";
import type { Storage } from "./adapters/storage/storage.ts";
import type { Auth } from "./auth/create-auth.ts";
import type { PasswordStrength } from "./auth/password-strength.ts";
import type { Config } from "./config/load-config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";
import type { PublicPageCache } from "./lib/public-page-cache.ts";
import type { VisitorDataCache } from "./lib/visitor-data-cache.ts";
import type { AppMetrics } from "./metrics/app-metrics.ts";
import type { HttpTracing } from "./tracing/http-tracing.ts";
import type { TranslationProvider } from "./translation/translation-provider.ts";

/**
 * Everything a service, job, API route or loader needs, built once in create-deps.ts (the composition root)
 * and passed explicitly. Modules keep no state of their own, so the same code works in several instances.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mail: MailTransport;
  /** Files: DATA_DIR/uploads (local) or an S3-compatible bucket; public keys are served at /media/<key>. */
  storage: Storage;
  /** Realtime fan-out (chat): in memory on PGlite, LISTEN/NOTIFY on PostgreSQL. */
  bus: RealtimeBus;
  /** Payments: the simulated hosted checkout (embedded default) or Stripe. */
  payments: PaymentProvider;
  /** better-auth: sessions, sign-in, email confirmation and password reset on our own tables. */
  auth: Auth;
  /** How guessable a new password is (zxcvbn-ts, its dictionaries loaded on first use, once per process). */
  passwords: PasswordStrength;
  /**
   * What public pages show every signed-out visitor alike, reused for a few seconds and emptied by every change
   * this process makes (server/lib/visitor-data-cache.ts).
   */
  visitorCache: VisitorDataCache;
  /** Whole public pages as signed-out visitors get them, emptied with visitorCache (server/lib/public-page-cache.ts). */
  pageCache: PublicPageCache;
  /**
   * Machine drafts of a trip's English version (DeepL with DEEPL_API_KEY), or null when none is configured:
   * then no screen offers 'Traducir al inglés'. Never called from a visitor's request.
   */
  translation: TranslationProvider | null;
  /** Prometheus metrics (GET /metrics), or null when they are off, the default (server/metrics/). */
  metrics: AppMetrics | null;
  /** OpenTelemetry HTTP server spans, or null without OTEL_EXPORTER_OTLP_ENDPOINT, the default (server/tracing/). */
  tracing: HttpTracing | null;
};
