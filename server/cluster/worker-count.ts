import { availableParallelism } from "node:os";

/** The most worker processes TROPA_WORKERS may ask for. */
export const MAX_WORKERS = 64;

/**
 * How many processes serve the site (TROPA_WORKERS): unset or 1 → this process alone; a number → that many
 * workers; "auto" → one per core. Several workers need PostgreSQL: PGlite lives inside one process.
 * Returns the count, or the problem to report.
 */
export function workerCount(
  env: Record<string, string | undefined>,
  cores = availableParallelism(),
): { count: number } | { problem: string } {
  const raw = env.TROPA_WORKERS?.trim();
  if (!raw) return { count: 1 };
  const count = raw === "auto" ? cores : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    return {
      problem: `TROPA_WORKERS must be "auto" or a whole number from 1 to ${MAX_WORKERS} (got "${raw}")`,
    };
  }
  if (count > 1 && !env.DATABASE_URL) {
    return {
      problem:
        "TROPA_WORKERS above 1 needs DATABASE_URL: the embedded database (PGlite) lives inside one process. Unset it or use PostgreSQL.",
    };
  }
  return { count };
}
