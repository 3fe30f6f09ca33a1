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
  try {
    const { manifest, fileCount } = await restoreBackup({ archive, dataDir });
    console.info(
      `restored ${fileCount} files of the backup made ${manifest.createdAt} (Tropa ${manifest.appVersion}) into ${dataDir}. Start the server with DATA_DIR=${dataDir}.`,
    );
    return 0;
  } catch (e) {
    if (e instanceof RestoreError || e instanceof BackupArchiveError) {
      console.error(`restore refused: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

run().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
