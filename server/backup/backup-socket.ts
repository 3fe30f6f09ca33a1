import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "../lib/logger.ts";
import { dumpPglite } from "./dump-pglite.ts";

/** Longest unix socket path Linux accepts (sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

/** Where the running server answers `npm run backup`: inside DATA_DIR, in a folder only its owner can enter. */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, "run", "backup.sock");
}

/**
 * The embedded database belongs to the server process while it runs (PGlite is single-process: a second process
 * must not read its folder). `npm run backup` asks the server for a dump over a unix socket in
 * `DATA_DIR/run/` (mode 0700: only the account that runs the server, which can read DATA_DIR anyway, reaches it;
 * nothing is exposed on the network). One request, `POST /database-dump`: the folder's tarball (dumpPglite).
 */
export async function startBackupSocket(
  dataDir: string,
  client: PGlite,
  logger: Pick<Logger, "warn" | "error">,
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    logger.warn("backup socket not opened: the data folder's path is too long for a unix socket", {
      socketPath,
    });
    return { close: async () => {} };
  }
  const folder = path.dirname(socketPath);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  // A socket left by a process that died: this process holds the data folder's lock, so it is nobody's.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/database-dump") {
      res.writeHead(404).end();
      return;
    }
    dumpPglite(client).then(
      (dump) => {
        res.writeHead(200, { "content-type": "application/gzip", "content-length": dump.byteLength });
        res.end(dump);
      },
      (error: unknown) => {
        logger.error("backup: database dump failed", { error });
        res
          .writeHead(500, { "content-type": "text/plain" })
          .end("database dump failed: see the server's log");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(socketPath, { force: true });
      }),
  };
}
