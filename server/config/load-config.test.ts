import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./load-config.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "tropa-config-"));

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe("parseConfig", () => {
  it("has working defaults for a local start", () => {
    const dir = tmp();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.databaseKind).toBe("pglite");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.demoMode).toBe(true);
    expect(config.PAYMENT_PROVIDER).toBe("simulated");
    // The local session secret is generated once and kept in DATA_DIR.
    expect(config.sessionSecret).toBe(readFileSync(path.join(dir, "session-secret"), "utf8"));
    expect(parseConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("names each bad variable on its own line", () => {
    const problems = problemsOf({ PORT: "not-a-port", DATABASE_URL: "mysql://x", DATA_DIR: tmp() });
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.startsWith("PORT:"))).toContain("port");
    expect(problems.find((p) => p.startsWith("DATABASE_URL:"))).toBeDefined();
    // Values of URL and secret variables are never echoed.
    expect(problems.join("\n")).not.toContain("mysql://x");
  });

  it("requires a secret and an APP_URL in production and refuses the simulated provider unless allowed", () => {
    const problems = problemsOf({ NODE_ENV: "production" });
    expect(problems.some((p) => p.startsWith("SESSION_SECRET:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("APP_URL:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("PAYMENT_PROVIDER:"))).toBe(true);
    const allowed = problemsOf({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      APP_URL: "https://tropa.example",
      ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: "true",
    });
    expect(allowed).toEqual([]);
  });

  it("npm start's production build stays local (TROPA_ENV=local); TROPA_ENV=production is production whatever NODE_ENV", () => {
    const local = parseConfig({ NODE_ENV: "production", TROPA_ENV: "local", DATA_DIR: tmp() });
    expect(local).toMatchObject({ isProduction: false, demoMode: true });
    expect(problemsOf({ TROPA_ENV: "production" }).some((p) => p.startsWith("SESSION_SECRET:"))).toBe(true);
    expect(problemsOf({ NODE_ENV: "production", TROPA_ENV: "local", DATA_DIR: tmp() })).toEqual([]);
    expect(problemsOf({ TROPA_ENV: "staging" }).some((p) => p.startsWith("TROPA_ENV:"))).toBe(true);
  });

  it("requires the Stripe keys with the Stripe provider", () => {
    const problems = problemsOf({ PAYMENT_PROVIDER: "stripe", DATA_DIR: tmp() });
    expect(problems.some((p) => p.startsWith("STRIPE_SECRET_KEY:"))).toBe(true);
    expect(problems.some((p) => p.startsWith("STRIPE_WEBHOOK_SECRET:"))).toBe(true);
  });
});
