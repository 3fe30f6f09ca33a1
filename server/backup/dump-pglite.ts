import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database's folder as a gzipped tarball, taken inside the process that holds it. PGlite runs one
 * statement at a time; inside its transaction lock no other statement or transaction of the app runs, so a
 * CHECKPOINT (every change written to the data files) followed by dumpDataDir() copies the folder at one instant
 * between transactions: what the server had acknowledged until then, and nothing half done.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  const dump = await client.transaction(async (tx) => {
    await tx.exec("checkpoint");
    return client.dumpDataDir("gzip");
  });
  return new Uint8Array(await dump.arrayBuffer());
}
