import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres } from "./client.ts";

const adminUrl = process.env.TEST_DATABASE_URL;

// Several instances (or TROPA_WORKERS workers) start together on one empty database: each runs the
// migrations at start-up, and all must come up with the schema applied once.
describe.skipIf(!adminUrl)("migrations started by several instances at once (PostgreSQL)", () => {
  it("apply once, and every instance starts", async () => {
    const name = `tropa_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url.toString(), 2)));
    try {
      const results = await Promise.allSettled(instances.map((db) => db.migrate()));
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const counts = await Promise.all(instances.map((db) => db.migrationsApplied()));
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
