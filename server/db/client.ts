import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type ExtractTablesWithRelations, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectRoot } from "../lib/project-root.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { queryRows } from "./query-rows.ts";
import { type Schema, schema } from "./tables.ts";

/** The one database type services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service that may run inside a caller's transaction accepts either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The node-postgres pool, for LISTEN/NOTIFY (postgres only). */
  pool?: pg.Pool;
  /** The PGlite instance (pglite only). */
  client?: PGlite;
  migrate(): Promise<void>;
  migrationsApplied(): Promise<number>;
  close(): Promise<void>;
};

export const migrationsFolder = () => path.join(projectRoot(), "server/db/migrations");

/** Opens the embedded PGlite database in `dir` (or in memory for tests when dir is undefined). */
export async function openPglite(dir: string | undefined, template?: Blob): Promise<Database> {
  const release = dir ? acquireDataDirLock(dir) : () => {};
  try {
    const client = new PGlite({
      dataDir: dir ? path.join(dir, "pgdata") : undefined,
      loadDataDir: template,
      extensions: { pg_trgm },
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      client,
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      migrationsApplied: () => countMigrations(db),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Opens a real PostgreSQL (15+) through a pool. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can be cut by the server (restart, failover, admin command). pg reports it on the pool;
  // unhandled, it would crash the process. The pool replaces the client on the next query.
  pool.on("error", (error) => {
    console.warn(`postgres pool: idle client error (${(error as { code?: string }).code ?? error.message})`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pool,
    migrate: () => migratePostgresOnce(pool),
    migrationsApplied: () => countMigrations(db),
    close: () => pool.end(),
  };
}

/** Any fixed number: the session lock several instances (or cluster workers) starting together queue on. */
const MIGRATION_LOCK = 7_340_112;

/**
 * Migrations under a session advisory lock, on one connection: instances started at the same moment (a
 * deployment, `TROPA_WORKERS`) apply them one after the other; the later ones find nothing left to do.
 */
async function migratePostgresOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

async function countMigrations(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}
