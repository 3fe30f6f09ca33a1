import type { AppDeps } from "../app-deps.ts";
import { parseConfig } from "../config/load-config.ts";
import { createDeps } from "../create-deps.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestDatabase } from "./test-database.ts";

/**
 * Real dependencies for service tests: a fresh migrated database and the embedded adapters (outbox mail,
 * local storage in a temp folder, simulated payments). Call close() in afterAll.
 */
export async function createTestDeps(
  env: Record<string, string> = {},
): Promise<AppDeps & { close(): Promise<void> }> {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-test-"));
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SESSION_SECRET: "test-secret-test-secret-test-secret-123",
    APP_URL: "http://localhost:3999",
    JOBS_ENABLED: "false",
    LOG_LEVEL: "silent",
    ...env,
  });
  const database = await createTestDatabase();
  const deps = await createDeps(config, database, createLogger("silent"));
  return {
    ...deps,
    async close() {
      // The realtime bus may hold a pool connection in LISTEN: release it before the pool ends.
      await deps.bus.close();
      await database.close();
    },
  };
}
