import type { AppDeps } from "./app-deps.ts";
import type { Config } from "./config/load-config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";

/** The composition root: picks each adapter from the validated configuration. */
export async function createDeps(config: Config, database: Database, logger: Logger): Promise<AppDeps> {
  return { config, database, db: database.db, logger };
}
