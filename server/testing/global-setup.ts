import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite } from "../db/client.ts";

/**
 * Migrating a fresh PGlite costs seconds; loading a dump of an already-migrated one costs half a second.
 * So the migrations run once per test run and every test file starts from a copy of that template.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite(undefined);
  await database.migrate();
  const dump = (await database.client!.dumpDataDir("none")) as Blob;
  const file = path.join(tmpdir(), `tropa-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.TROPA_PGLITE_TEMPLATE = file;
}
