import { lstat, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BackupFile } from "./backup-archive.ts";

/**
 * What DATA_DIR holds besides the database that a restore needs: the local uploads (`uploads/`, with their
 * content types in `uploads/.meta/`; not `uploads/.tmp/`, half-written files) and the generated session secret
 * (signed unsubscribe links and sessions keep working). The resized-image cache (`cache/`) is rebuilt on demand.
 * Files are renamed into place whole by the local storage, so reading them beside the running server is safe.
 */
export async function collectDataFiles(dataDir: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  const secret = path.join(dataDir, "session-secret");
  const secretStat = await lstat(secret).catch(() => null);
  if (secretStat?.isFile())
    files.push({ path: "files/session-secret", data: await readFile(secret), mode: secretStat.mode });
  await walk(path.join(dataDir, "uploads"), "files/uploads", files);
  return files;
}

async function walk(dir: string, prefix: string, into: BackupFile[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return [];
    throw e;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (prefix === "files/uploads" && entry.name === ".tmp") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, `${prefix}/${entry.name}`, into);
    else if (entry.isFile()) {
      // Gone between the listing and the read: deleted by the server (an abandoned upload), nothing to keep.
      const data = await readFile(full).catch((e: NodeJS.ErrnoException) => {
        if (e.code === "ENOENT") return null;
        throw e;
      });
      const stat = await lstat(full).catch(() => null);
      if (data && stat) into.push({ path: `${prefix}/${entry.name}`, data, mode: stat.mode });
    }
  }
}
