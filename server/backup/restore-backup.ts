import { chmod, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { openPglite } from "../db/client.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { type BackupManifest, DATABASE_ENTRY, readBackupArchive } from "./backup-archive.ts";

export class RestoreError extends Error {}

/**
 * `npm run restore ARCHIVE`: checks the whole archive first (manifest, checksums), then writes it into an empty
 * (or new) data folder: the database through PGlite itself (loadDataDir), the files with the permissions they
 * had. It never writes over a data folder in use or holding anything; a restore that fails half-way removes what
 * it wrote. The server then starts on the folder as usual (migrations of a newer version run then).
 */
export async function restoreBackup(options: {
  archive: Uint8Array;
  dataDir: string;
}): Promise<{ manifest: BackupManifest; fileCount: number }> {
  const dataDir = path.resolve(options.dataDir);
  await assertEmpty(dataDir);
  const { manifest, files } = readBackupArchive(options.archive);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    const dump = files.find((f) => f.path === DATABASE_ENTRY)!;
    const database = await openPglite(dataDir, new Blob([new Uint8Array(dump.data)]));
    await database.close();
    for (const file of files) {
      if (file.path === DATABASE_ENTRY) continue;
      const target = path.join(dataDir, file.path.replace(/^files\//, ""));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.data, { mode: file.mode });
      await chmod(target, file.mode); // the umask may have narrowed it
    }
  } catch (e) {
    // A server started on the folder meanwhile: it is its folder now, leave it alone.
    if (e instanceof DataDirLockedError) throw new RestoreError(e.message);
    await emptyFolder(dataDir);
    throw e;
  }
  return { manifest, fileCount: files.length };
}

async function assertEmpty(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return [];
    if (e.code === "ENOTDIR") throw new RestoreError(`${dataDir} is a file, not a folder`);
    throw e;
  });
  if (entries.length > 0)
    throw new RestoreError(
      `${dataDir} is not empty (${entries.slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}): a restore only writes into an empty or new folder, never over data. Choose another --data-dir, or move this folder away first.`,
    );
}

async function emptyFolder(dir: string): Promise<void> {
  for (const entry of await readdir(dir).catch(() => [])) {
    await rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
