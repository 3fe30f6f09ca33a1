import type { Database } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { createMemoryBus } from "./memory-bus.ts";
import { createPostgresBus } from "./postgres-bus.ts";
import type { RealtimeBus } from "./realtime-bus.ts";

/** PostgreSQL (possibly several instances) → LISTEN/NOTIFY; embedded PGlite (one process) → in memory. */
export function createRealtimeBus(database: Database, logger: Logger): RealtimeBus {
  if (database.kind === "postgres" && database.pool) return createPostgresBus(database.pool, logger);
  return createMemoryBus();
}
