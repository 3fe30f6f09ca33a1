import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client.ts";
import { bookings, ledgerEntries } from "../db/schema/bookings.ts";
import { projectRoot } from "../lib/project-root.ts";
import {
  type BuiltInstance,
  e2eFactory,
  startBuiltInstance,
  stopBuiltInstance,
} from "../testing/built-instance.ts";
import { isRealPostgres } from "../testing/test-database.ts";

/**
 * `npm run backup` while the production build takes bookings on the embedded database, then `npm run restore`
 * into a new folder and a start on it: every booking acknowledged before the backup began is there, with its
 * ledger, and the uploads with their permissions (docs/OPERATIONS.md, "Backups and restore"). Needs the
 * production build (`npm run build`): vitest project `built`. The server runs on PGlite whatever TEST_DATABASE_URL says.
 */

type Instance = BuiltInstance;

const START_TIMEOUT_MS = 90_000;
/**
 * Two starts (the first creates the database and loads the demo data), a backup and a restore: 85 s measured on
 * a two-core machine with a load average of 20, most of it PGlite creating the first database (CPU-bound).
 */
const TEST_TIMEOUT_MS = 180_000;
/** Made by the first test, so a skipped run leaves nothing behind. */
const work = path.join(tmpdir(), `tropa-backup-${process.pid}-${Date.now()}`);
const started: Instance[] = [];

async function startServer(dataDir: string): Promise<Instance> {
  // On PGlite (no DATABASE_URL) and with the secret the instance generates in its folder, as `npm start` runs.
  const instance = await startBuiltInstance({
    dataDir,
    env: { DATABASE_URL: undefined, SESSION_SECRET: undefined },
    timeoutMs: START_TIMEOUT_MS,
  });
  started.push(instance);
  return instance;
}

const stopServer = (instance: Instance) => stopBuiltInstance(instance, 10_000);
const factory = e2eFactory;

/** Runs one of the package's scripts as an operator would (`npm run backup -- …` runs exactly this). */
function runScript(
  script: "run-backup.ts" | "run-restore.ts",
  args: string[],
  env: Record<string, string> = {},
) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(projectRoot(), "server/backup", script), ...args],
      {
        cwd: projectRoot(),
        env: { ...process.env, DATABASE_URL: "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout?.on("data", (c) => {
      output += c;
    });
    child.stderr?.on("data", (c) => {
      output += c;
    });
    child.on("exit", (code) => resolve({ code, output }));
  });
}

afterAll(async () => {
  await Promise.all(started.map(stopServer));
  rmSync(work, { recursive: true, force: true });
}, 30_000);

/**
 * The server here always runs on PGlite; the guard only places the file in `npm test`'s last stage (the `built`
 * project under scripts/with-postgres.sh, after the build), like the other built tests: the first stage runs every
 * project before anything is built.
 */
describe.skipIf(!isRealPostgres())("backup and restore of the embedded database", () => {
  const archive = path.join(work, "backup.zip");
  const restored = path.join(work, "restored");

  it(
    "backs up while the server takes bookings; the restore starts with every booking acknowledged before it",
    async () => {
      mkdirSync(work, { recursive: true, mode: 0o700 });
      const dataDir = path.join(work, "live");
      const server = await startServer(dataDir);
      const guide = await factory<{ id: string }>(server, "tropleader", { payoutAccount: "ready" });
      const trip = await factory<{ departures: { id: string }[] }>(server, "trip", {
        tropleaderId: guide.id,
        departures: [{ daysFromNow: 60, seats: 500 }],
      });
      const departureId = trip.departures[0]!.id;

      // An identity document as the local storage keeps it: a private file, readable by the server's account only.
      const documentKey = "private/identity/backup-test.pdf";
      const documentFile = path.join(dataDir, "uploads", documentKey);
      mkdirSync(path.dirname(documentFile), { recursive: true });
      writeFileSync(documentFile, "%PDF-1.4 identity", { mode: 0o600 });

      // Bookings one after another, each acknowledged (201) at a known instant, until the backup has finished.
      const acknowledged: { id: string; at: number }[] = [];
      let backupDone = false;
      const book = async () => {
        const traveller = await factory<{ id: string }>(server, "traveller", {});
        const booking = await factory<{ id: string }>(server, "paid-booking", {
          userId: traveller.id,
          departureId,
          participants: 1,
        });
        acknowledged.push({ id: booking.id, at: performance.now() });
      };
      let loadFailure: unknown;
      const load = (async () => {
        while (!backupDone) await book();
      })().catch((e: unknown) => {
        loadFailure = e;
      });
      while (acknowledged.length < 3 && !loadFailure) await new Promise((r) => setTimeout(r, 50));
      if (loadFailure) throw loadFailure;

      const backupStarted = performance.now();
      const backup = await runScript("run-backup.ts", ["--out", archive], { DATA_DIR: dataDir });
      backupDone = true;
      await load;
      if (loadFailure) throw loadFailure;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain("dumped by the running server");
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      const before = acknowledged.filter((b) => b.at < backupStarted).map((b) => b.id);
      expect(before.length).toBeGreaterThanOrEqual(3);
      // The load went on during the backup: the server kept answering.
      expect(acknowledged.length).toBeGreaterThan(before.length);
      await stopServer(server);

      const restore = await runScript("run-restore.ts", [archive, "--data-dir", restored]);
      expect(restore.code, restore.output).toBe(0);

      // The server starts on the restored folder (migrations run as usual) and answers.
      const again = await startServer(restored);
      expect((await fetch(`${again.url}/`)).status).toBe(200);
      await stopServer(again);

      const database = await openPglite(restored);
      try {
        const found = await database.db
          .select({ id: bookings.id, status: bookings.status })
          .from(bookings)
          .where(inArray(bookings.id, before));
        expect(found.map((b) => b.id).sort()).toEqual([...before].sort());
        expect(found.every((b) => b.status === "confirmed")).toBe(true);
        const charges = await database.db
          .select({ id: ledgerEntries.bookingId })
          .from(ledgerEntries)
          .where(and(inArray(ledgerEntries.bookingId, before), eq(ledgerEntries.kind, "charge")));
        expect(charges).toHaveLength(before.length);
      } finally {
        await database.close();
      }
      const document = path.join(restored, "uploads", documentKey);
      expect(readFileSync(document, "utf8")).toBe("%PDF-1.4 identity");
      expect(statSync(document).mode & 0o777).toBe(0o600);
    },
    TEST_TIMEOUT_MS,
  );

  it("refuses to restore into a folder that is not empty, and leaves it as it was", async () => {
    const before = readdirSync(restored).sort();
    const restore = await runScript("run-restore.ts", [archive, "--data-dir", restored]);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain("is not empty");
    expect(restore.output).not.toMatch(/^restored \d+ files/m);
    expect(readdirSync(restored).sort()).toEqual(before);
  });

  it("refuses a damaged archive and writes nothing", async () => {
    const bytes = readFileSync(archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    const damaged = path.join(work, "damaged.zip");
    writeFileSync(damaged, bytes);
    const target = path.join(work, "from-damaged");
    const restore = await runScript("run-restore.ts", [damaged, "--data-dir", target]);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/restore refused: .*(checksum mismatch|not a readable Tropa backup)/);
    expect(existsSync(target)).toBe(false);
  });
});
