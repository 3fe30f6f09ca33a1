import { createHash } from "node:crypto";
import { unzipSync, zipSync } from "fflate";

/** Bumped when the layout of the archive changes; restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
const FORMAT = "tropa-backup";
const MANIFEST = "manifest.json";
/** The embedded database's folder, as PGlite's dumpDataDir() writes it (a gzipped tarball). */
export const DATABASE_ENTRY = "database/pgdata.tar.gz";

export type BackupFile = { path: string; data: Uint8Array; mode: number };

export type BackupManifest = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  database: "pglite";
  appVersion: string;
  fileCount: number;
  files: { path: string; size: number; sha256: string; mode: number }[];
};

export class BackupArchiveError extends Error {}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * One archive (a zip, stored without recompression: the dump is gzipped, uploads are images and PDFs) holding a
 * manifest and the files, each with its size, checksum and permissions (identity documents stay private).
 */
export function buildBackupArchive(options: {
  files: BackupFile[];
  appVersion: string;
  createdAt: Date;
}): Uint8Array {
  const manifest: BackupManifest = {
    format: FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: options.createdAt.toISOString(),
    database: "pglite",
    appVersion: options.appVersion,
    fileCount: options.files.length,
    files: options.files.map((f) => ({
      path: f.path,
      size: f.data.byteLength,
      sha256: sha256(f.data),
      mode: f.mode & 0o777,
    })),
  };
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {
    [MANIFEST]: [new TextEncoder().encode(JSON.stringify(manifest, null, 2)), { level: 0 }],
  };
  for (const file of options.files) entries[file.path] = [file.data, { level: 0 }];
  return zipSync(entries);
}

/** Reads an archive and checks it whole: its manifest, every file listed there and nothing else, every checksum. */
export function readBackupArchive(bytes: Uint8Array): { manifest: BackupManifest; files: BackupFile[] } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (e) {
    throw new BackupArchiveError(`not a readable Tropa backup (${(e as Error).message})`);
  }
  const manifestBytes = entries[MANIFEST];
  if (!manifestBytes) throw new BackupArchiveError("not a Tropa backup: it has no manifest.json");
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as BackupManifest;
  } catch {
    throw new BackupArchiveError("the backup's manifest.json is not valid JSON");
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.files))
    throw new BackupArchiveError("not a Tropa backup: its manifest is of another kind");
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupArchiveError(
      `backup format version ${manifest.formatVersion}: this version of Tropa restores version ${BACKUP_FORMAT_VERSION}`,
    );
  if (manifest.fileCount !== manifest.files.length || Object.keys(entries).length !== manifest.fileCount + 1)
    throw new BackupArchiveError("the backup does not hold the files its manifest lists");
  const files = manifest.files.map((listed) => {
    const data = entries[listed.path];
    if (!data) throw new BackupArchiveError(`the backup lacks ${listed.path}`);
    if (data.byteLength !== listed.size || sha256(data) !== listed.sha256)
      throw new BackupArchiveError(`checksum mismatch for ${listed.path}: the backup is damaged`);
    if (!isSafeRelativePath(listed.path))
      throw new BackupArchiveError(`the backup names a file outside its folder: ${listed.path}`);
    return { path: listed.path, data, mode: listed.mode & 0o777 };
  });
  if (!files.some((f) => f.path === DATABASE_ENTRY))
    throw new BackupArchiveError("the backup holds no database");
  return { manifest, files };
}

const isSafeRelativePath = (p: string) =>
  p.length > 0 &&
  !p.startsWith("/") &&
  !p.includes("\\") &&
  p.split("/").every((s) => s && s !== "." && s !== "..");
