import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL (${protocols.join(" or ")})`,
  );

/** Every setting of the product, read from the environment once at boot. */
export const envSchema = z
  .object({
    /** How the code runs (React's production or development flavour). Not, by itself, where. */
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /**
     * Where it runs, for the safety rules (secure cookies, required secrets, demo data and simulated payments
     * refused): `production` or `local`. Unset, it follows NODE_ENV, so a deployment with NODE_ENV=production
     * is production; `npm start` runs the production build with TROPA_ENV=local (decision 0004, issue 17).
     */
    TROPA_ENV: z.enum(["production", "local"]).optional(),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
    APP_URL: url(["http:", "https:"]).optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Demo mode: seeds an empty embedded database and allows demo conveniences. Never in production. */
    DEMO_MODE: bool.optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /**
     * Behind a reverse proxy / load balancer: take the client address (rate limits, session records) from the
     * last X-Forwarded-For entry, which that proxy appends. Off by default, because a client can forge it.
     */
    TRUST_PROXY: bool.optional(),
    // Mail
    MAIL_FROM: z.string().min(3).default("Tropa <hola@tropa.local>"),
    SMTP_URL: url(["smtp:", "smtps:"]).optional(),
    /**
     * RISK: the dev mailbox shows every email, password-reset links included, so anyone who can open it can
     * take over any account. It is served only to requests from this machine; this opens it to every visitor
     * of a demo instance (outbox mail, demo mode, never production). Only for a throwaway demo nobody uses for real.
     */
    DEV_MAILBOX_ALLOW_REMOTE: bool.optional(),
    /**
     * End-to-end tests only: serves POST /__e2e/factory/<kind>, which creates users, trips, departures and
     * bookings on request (server/http/e2e-factory-routes.ts). Only in demo mode, never in production, and
     * only to requests from this machine; refused in production, ignored without demo mode.
     */
    E2E_FACTORY: bool.optional(),
    /**
     * `npm run bench` only: serves /_bench/trivial, the floor of the render-throughput figure (a React Router
     * page with no loader of its own). Without it that path is a plain 404.
     */
    BENCH_ROUTES: bool.optional(),
    // Storage
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_ENDPOINT: url(["http:", "https:"]).optional(),
    S3_REGION: z.string().default("auto"),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: url(["http:", "https:"]).optional(),
    // Payments
    PAYMENT_PROVIDER: z.enum(["simulated", "stripe"]).default("simulated"),
    ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: bool.optional(),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
    /** Tests point the Stripe SDK at a local stub: http://127.0.0.1:PORT */
    STRIPE_API_BASE: url(["http:", "https:"]).optional(),
    // Machine translation (issue 34): drafts of a trip's English version for the guide to review. Unset: no
    // provider, and 'Traducir al inglés' is not offered (docs/decisions/0033-translation-provider.md).
    DEEPL_API_KEY: z.string().min(8, "must be a DeepL API key").optional(),
    /** Another DeepL address; tests point it at the local stub (server/testing/deepl-stub.ts). */
    DEEPL_API_URL: url(["http:", "https:"]).optional(),
    /** How long a machine draft (all its requests to the provider) may take before the guide is told to try again. */
    DEEPL_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    // Jobs
    JOBS_ENABLED: bool.default(true),
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    // Metrics (issue 38, server/metrics/): Prometheus text at GET /metrics. On with METRICS_ENABLED=true or when
    // METRICS_TOKEN is set (METRICS_ENABLED=false keeps it off); with a token, only `Authorization: Bearer <token>`
    // is answered. Production requires the token.
    METRICS_ENABLED: bool.optional(),
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    // Tracing (OpenTelemetry's standard variables, server/tracing/): HTTP server spans sent as OTLP/HTTP to
    // <endpoint>/v1/traces. Off unless the endpoint is set; OTEL_TRACES_EXPORTER=none keeps it off.
    OTEL_EXPORTER_OTLP_ENDPOINT: url(["http:", "https:"]).optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default("tropa"),
    OTEL_TRACES_EXPORTER: z.enum(["otlp", "none"], { error: "must be otlp or none" }).default("otlp"),
    // Graceful shutdown (SIGTERM/SIGINT, docs/OPERATIONS.md): /api/health answers 503 for SHUTDOWN_DRAIN_MS so a
    // load balancer takes the instance out, then it stops accepting and finishes; a hard exit after
    // SHUTDOWN_TIMEOUT_MS in all.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    const prod = isProductionEnv(env);
    if (prod && !env.SESSION_SECRET)
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    if (prod && !env.APP_URL)
      ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "is required in production" });
    if (prod && env.DEMO_MODE)
      ctx.addIssue({ code: "custom", path: ["DEMO_MODE"], message: "cannot be enabled in production" });
    if (prod && env.E2E_FACTORY)
      ctx.addIssue({ code: "custom", path: ["E2E_FACTORY"], message: "cannot be enabled in production" });
    if (prod && env.PAYMENT_PROVIDER === "simulated" && !env.ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION)
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message:
          "is 'simulated', which is refused in production unless ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION=true",
      });
    if (env.PAYMENT_PROVIDER === "stripe") {
      if (!env.STRIPE_SECRET_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_SECRET_KEY"],
          message: "is required with PAYMENT_PROVIDER=stripe",
        });
      if (!env.STRIPE_WEBHOOK_SECRET)
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_WEBHOOK_SECRET"],
          message: "is required with PAYMENT_PROVIDER=stripe",
        });
    }
    if (prod && env.METRICS_ENABLED && !env.METRICS_TOKEN)
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_TOKEN"],
        message: "is required in production when METRICS_ENABLED=true",
      });
    if (env.STORAGE_DRIVER === "s3") {
      for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required with STORAGE_DRIVER=s3" });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Whether the safety rules of a real deployment apply (TROPA_ENV, else NODE_ENV). */
export function isProductionEnv(env: { NODE_ENV?: string; TROPA_ENV?: string }): boolean {
  return env.TROPA_ENV ? env.TROPA_ENV === "production" : env.NODE_ENV === "production";
}
