import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";

/** Runs a raw query and returns its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
