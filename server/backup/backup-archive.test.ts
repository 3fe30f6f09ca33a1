import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  BackupArchiveError,
  buildBackupArchive,
  DATABASE_ENTRY,
  readBackupArchive,
} from "./backup-archive.ts";

const text = (s: string) => new TextEncoder().encode(s);
const files = [
  { path: DATABASE_ENTRY, data: text("database"), mode: 0o600 },
  { path: "files/uploads/private/identity/a.pdf", data: text("%PDF"), mode: 0o600 },
  { path: "files/uploads/public/avatars/b.webp", data: text("RIFF"), mode: 0o644 },
];
const archive = () =>
  buildBackupArchive({ files, appVersion: "0.1.0", createdAt: new Date("2026-11-27T10:00:00Z") });

/** The archive with its entries changed by `change`, zipped again (what a hand-edited or damaged copy holds). */
function altered(change: (entries: Record<string, Uint8Array>) => void): Uint8Array {
  const entries = unzipSync(archive());
  change(entries);
  return zipSync(entries);
}

describe("backup archive", () => {
  it("reads back every file with its permissions and a manifest describing them", () => {
    const { manifest, files: read } = readBackupArchive(archive());
    expect(manifest).toMatchObject({
      format: "tropa-backup",
      formatVersion: 1,
      createdAt: "2026-11-27T10:00:00.000Z",
      database: "pglite",
      appVersion: "0.1.0",
      fileCount: 3,
    });
    expect(manifest.files[1]).toMatchObject({
      size: 4,
      mode: 0o600,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(read.map((f) => [f.path, new TextDecoder().decode(f.data), f.mode])).toEqual(
      files.map((f) => [f.path, new TextDecoder().decode(f.data), f.mode]),
    );
  });

  it.each([
    [
      "a changed file",
      (e: Record<string, Uint8Array>) => {
        e[files[1]!.path] = text("%PDX");
      },
      /checksum mismatch/,
    ],
    [
      "a missing file",
      (e: Record<string, Uint8Array>) => {
        delete e[files[2]!.path];
      },
      /does not hold the files/,
    ],
    [
      "an extra file",
      (e: Record<string, Uint8Array>) => {
        e["files/extra"] = text("x");
      },
      /does not hold the files/,
    ],
    [
      "no manifest",
      (e: Record<string, Uint8Array>) => {
        delete e["manifest.json"];
      },
      /no manifest/,
    ],
    [
      "a newer format",
      (e: Record<string, Uint8Array>) => {
        const manifest = JSON.parse(new TextDecoder().decode(e["manifest.json"]));
        e["manifest.json"] = text(JSON.stringify({ ...manifest, formatVersion: 2 }));
      },
      /format version 2/,
    ],
    [
      "a path leaving the folder",
      (e: Record<string, Uint8Array>) => {
        const manifest = JSON.parse(new TextDecoder().decode(e["manifest.json"]));
        manifest.files[2].path = "files/../../etc/passwd";
        e["files/../../etc/passwd"] = e[files[2]!.path]!;
        delete e[files[2]!.path];
        e["manifest.json"] = text(JSON.stringify(manifest));
      },
      /outside its folder/,
    ],
  ])("refuses %s", (_name, change, message) => {
    expect(() => readBackupArchive(altered(change))).toThrow(BackupArchiveError);
    expect(() => readBackupArchive(altered(change))).toThrow(message);
  });

  it("refuses bytes that are not an archive", () => {
    expect(() => readBackupArchive(text("not a zip at all"))).toThrow(
      /not a readable Tropa backup|no manifest/,
    );
  });
});
