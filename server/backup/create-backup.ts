import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { openPglite } from "../db/client.ts";
import { DataDirLockedError, runningHolder } from "../db/data-dir-lock.ts";
import { projectRoot } from "../lib/project-root.ts";
import { buildBackupArchive, DATABASE_ENTRY } from "./backup-archive.ts";
import { backupSocketPath } from "./backup-socket.ts";
import { collectDataFiles } from "./collect-data-files.ts";
import { dumpPglite } from "./dump-pglite.ts";

export class BackupError extends Error {}

/**
 * `npm run backup`: one archive of the embedded database and DATA_DIR's files. A running server is asked for
 * the database over its backup socket (it holds PGlite); with no server running, the folder is opened here
 * (under its lock: a server started meanwhile refuses to start, naming the folder in use). The database is dumped
 * first and the uploads read after it, so every file a backed-up row names is in the archive (an upload that
 * arrives in between is an unattached file, purged after a day by the server).
 */
export async function createBackup(options: {
  dataDir: string;
  out: string;
  now?: Date;
}): Promise<{ out: string; fileCount: number; bytes: number; fromRunningServer: boolean }> {
  const { dataDir } = options;
  if (!existsSync(path.join(dataDir, "pgdata")))
    throw new BackupError(`no embedded database in ${dataDir} (no pgdata folder): nothing to back up`);
  const holder = runningHolder(dataDir);
  const database = holder ? await dumpFromServer(dataDir, holder) : await dumpHere(dataDir);
  const files = [{ path: DATABASE_ENTRY, data: database, mode: 0o600 }, ...(await collectDataFiles(dataDir))];
  const archive = buildBackupArchive({
    files,
    appVersion: appVersion(),
    createdAt: options.now ?? new Date(),
  });
  const out = path.resolve(options.out);
  await mkdir(path.dirname(out), { recursive: true });
  // Written beside its name and renamed: a backup that stops half-way leaves no archive that looks whole.
  // 0600: it holds identity documents and the session secret.
  const partial = `${out}.partial`;
  await writeFile(partial, archive, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, out);
  return { out, fileCount: files.length, bytes: archive.byteLength, fromRunningServer: holder !== null };
}

async function dumpHere(dataDir: string): Promise<Uint8Array> {
  let database: Awaited<ReturnType<typeof openPglite>>;
  try {
    database = await openPglite(dataDir);
  } catch (e) {
    // A server started between the check and the lock: it holds the folder now; ask it instead.
    if (!(e instanceof DataDirLockedError)) throw e;
    const holder = runningHolder(dataDir);
    if (holder) return dumpFromServer(dataDir, holder);
    throw new BackupError(e.message);
  }
  try {
    return await dumpPglite(database.client!);
  } finally {
    await database.close();
  }
}

/** How long to wait for a server that is still starting (it opens the socket once it serves). */
const SOCKET_WAIT_MS = 60_000;

async function dumpFromServer(dataDir: string, pid: number): Promise<Uint8Array> {
  const socketPath = backupSocketPath(dataDir);
  const deadline = Date.now() + SOCKET_WAIT_MS;
  while (!existsSync(socketPath) && Date.now() < deadline && runningHolder(dataDir) === pid)
    await new Promise((r) => setTimeout(r, 250));
  if (!existsSync(socketPath))
    throw new BackupError(
      runningHolder(dataDir) === pid
        ? `a Tropa server (pid ${pid}) holds ${dataDir} but offers no backup socket (${socketPath}) after ${SOCKET_WAIT_MS / 1000} s: it is an older version or its data folder's path is too long for a unix socket (see its log). Stop it and run the backup again, or restart it with this version.`
        : `the Tropa server (pid ${pid}) stopped while the backup waited for it: run the backup again.`,
    );
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: "POST", path: "/database-dump" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(new Uint8Array(body));
        else reject(new BackupError(`the server refused the backup (${res.statusCode}): ${body.toString()}`));
      });
    });
    req.on("error", (e) =>
      reject(new BackupError(`could not reach the server's backup socket ${socketPath}: ${e.message}`)),
    );
    req.end();
  });
}

function appVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot(), "package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}
