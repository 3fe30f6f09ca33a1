import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created from it, dropped by close()).
 */
export async function createTestDatabase(): Promise<Database & { kind: "pglite" | "postgres" }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = process.env.TROPA_PGLITE_TEMPLATE;
    if (template) return openPglite(undefined, new Blob([readFileSync(template)]));
    const database = await openPglite(undefined);
    await database.migrate();
    return database;
  }
  const name = `tropa_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** Whether this run is against a real PostgreSQL (races and locks only show there). */
export const isRealPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
