/**
 * `npm run restore -- ARCHIVE [--data-dir DIR]`: restores an archive of `npm run backup` into an empty or new
 * data folder (DIR, else DATA_DIR, else ./data), after checking its manifest and every checksum. Then start the
 * server with DATA_DIR=DIR.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupArchiveError } from "./backup-archive.ts";
import { RestoreError, restoreBackup } from "./restore-backup.ts";
import { exitWith, reportOutcome } from "./run-command.ts";

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { "data-dir": { type: "string" } },
    allowPositionals: true,
  });
  const [archivePath] = positionals;
  if (!archivePath || positionals.length > 1) {
    console.error("usage: npm run restore -- ARCHIVE [--data-dir DIR]");
    return 1;
  }
  const dataDir = path.resolve(values["data-dir"] ?? (process.env.DATA_DIR || "./data"));
  let archive: Uint8Array;
  try {
    archive = await readFile(archivePath);
  } catch (e) {
    console.error(`restore failed: cannot read ${archivePath} (${(e as NodeJS.ErrnoException).code})`);
    return 1;
  }
  return reportOutcome("restore refused", [RestoreError, BackupArchiveError], async () => {
    const { manifest, fileCount } = await restoreBackup({ archive, dataDir });
    return `restored ${fileCount} files of the backup made ${manifest.createdAt} (Tropa ${manifest.appVersion}) into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`;
  });
}

exitWith(run);
