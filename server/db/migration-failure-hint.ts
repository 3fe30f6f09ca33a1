/**
 * Until the first release the schema history is one initial migration, regenerated when the schema changes
 * (scripts/generate-migrations.sh). An embedded database made by an earlier version then fails to migrate
 * ("relation … already exists", 42P07). Returns what to tell the person starting the server, or null when the
 * failure is something else.
 */
export function migrationFailureHint(error: unknown, dataDir: string | undefined): string | null {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "42P07" && dataDir) {
      return [
        `The database in ${dataDir}/pgdata was created by an earlier version of Tropa whose schema history has`,
        "since been rewritten (until the first release there is a single initial migration).",
        `Move or delete ${dataDir} to start again with fresh demo data, then run the command again.`,
      ].join("\n");
    }
  }
  return null;
}
