/**
 * `npm run backup [-- --out FILE]`: a consistent archive of the embedded database (PGlite in DATA_DIR) and the
 * local uploads, while the server runs or not (docs/OPERATIONS.md, "Backups and restore";
 * docs/decisions/0036-backups-of-the-embedded-database.md). With DATABASE_URL or S3 storage the archive would miss
 * the data: it refuses and points at the PostgreSQL procedure.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupArchiveError } from "./backup-archive.ts";
import { BackupError, createBackup } from "./create-backup.ts";
import { exitWith, reportOutcome } from "./run-command.ts";

async function run(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: "string" } }, allowPositionals: false });
  if (process.env.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: the data is in PostgreSQL, which this command does not back up. Use pg_dump and the bucket sync (docs/OPERATIONS.md, 'Backups and restore').",
    );
    return 1;
  }
  if (process.env.STORAGE_DRIVER === "s3")
    console.warn(
      "STORAGE_DRIVER=s3: uploads live in the bucket and are not in this archive; sync the bucket too.",
    );
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "").replace("T", "-");
  const out = values.out ?? `tropa-backup-${stamp}.zip`;
  return reportOutcome("backup failed", [BackupError, BackupArchiveError], async () => {
    const result = await createBackup({ dataDir, out });
    return `backup written: ${result.out} (${result.fileCount} files, ${(result.bytes / 1e6).toFixed(1)} MB, ${result.fromRunningServer ? "dumped by the running server" : "no server running: read directly"})`;
  });
}

exitWith(run);
