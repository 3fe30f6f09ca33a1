import type { Config } from "./config/load-config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Logger } from "./lib/logger.ts";

/**
 * Everything a service, job, API route or loader needs, built once in create-deps.ts (the composition root)
 * and passed explicitly. Modules keep no state of their own, so the same code works in several instances.
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
};
