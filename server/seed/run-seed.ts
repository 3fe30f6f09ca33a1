/**
 * `npm run seed`: opens the configured database (PGlite in DATA_DIR, or DATABASE_URL), applies the migrations
 * and loads the demo data if the database is empty. `npm run seed -- --reset` empties every table first.
 * Refuses to run in production.
 */
import { ConfigError, parseConfig } from "../config/load-config.ts";
import { type Database, openPglite, openPostgres } from "../db/client.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { createLogger } from "../lib/logger.ts";
import { resetDemoData, seedDemoDataIfEmpty } from "./seed-demo-data.ts";

async function run(): Promise<number> {
  const reset = process.argv.includes("--reset");
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    for (const problem of e.problems) console.error(problem);
    return 1;
  }
  if (config.isProduction) {
    console.error(
      "npm run seed refuses to run with NODE_ENV=production: demo data never goes to production.",
    );
    return 1;
  }
  const logger = createLogger(config.LOG_LEVEL);
  let database: Database;
  try {
    database = config.DATABASE_URL
      ? await openPostgres(config.DATABASE_URL, 2)
      : await openPglite(config.dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`${e.message}\nStop the running server first, then seed.`);
      return 1;
    }
    throw e;
  }
  try {
    await database.migrate();
    const deps = { db: database.db, logger };
    if (reset) {
      logger.info("emptying every table before seeding", { database: database.kind });
      await resetDemoData(deps);
    } else if (!(await seedDemoDataIfEmpty(deps))) {
      logger.info("the database already has data: nothing seeded (use --reset to start over)", {
        database: database.kind,
      });
    }
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
