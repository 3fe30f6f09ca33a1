import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Env, envSchema, isProductionEnv } from "./config-schema.ts";

export type Config = Env & {
  dataDir: string;
  appUrl: string;
  sessionSecret: string;
  isProduction: boolean;
  demoMode: boolean;
  databaseKind: "pglite" | "postgres";
  /** GET /metrics and the counters behind it (server/metrics/): METRICS_ENABLED, else whether METRICS_TOKEN is set. */
  metricsEnabled: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join("\n")}`);
  }
}

/** Validates the environment once; throws ConfigError with one line per problem naming the variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  // Empty strings count as unset (a common shell mistake: FOO= npm start).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = cleaned[name];
      const shown = value === undefined || /SECRET|KEY|PASSWORD|URL/.test(name) ? "" : ` (got "${value}")`;
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const isProduction = isProductionEnv(env);
  return {
    ...env,
    dataDir,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    sessionSecret: env.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir),
    isProduction,
    demoMode: env.DEMO_MODE ?? !isProduction,
    databaseKind: env.DATABASE_URL ? "postgres" : "pglite",
    metricsEnabled: env.METRICS_ENABLED ?? Boolean(env.METRICS_TOKEN),
  };
}

/** Local use only: a random secret generated once and kept in DATA_DIR (never in the repository). */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
