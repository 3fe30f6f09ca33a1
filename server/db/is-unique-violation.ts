/** Whether a database error (node-postgres or PGlite, possibly wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  for (let err = e as { code?: string; constraint?: string; cause?: unknown } | undefined; err; ) {
    if (err.code === "23505") return !constraint || !err.constraint || err.constraint === constraint;
    err = err.cause as typeof err;
  }
  return false;
}
