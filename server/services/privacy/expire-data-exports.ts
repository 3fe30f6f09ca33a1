import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/**
 * Retention (issue 15): a data export nobody downloaded before its link expired is removed from storage and
 * marked expired (the user may ask again). Returns how many expired.
 */
export async function expireDataExports(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  now: Date,
): Promise<number> {
  const result = await deps.db.transaction(async (tx) => {
    const expired = await queryRows<{ file_id: string | null }>(
      tx,
      sql`update privacy_requests set status = 'expired'
          where kind = 'export' and status = 'ready' and expires_at <= ${now.toISOString()}::timestamptz
          returning file_id`,
    );
    const ids = expired.map((r) => r.file_id).filter((id): id is string => Boolean(id));
    return { count: expired.length, remove: await markFilesDeleted(deps, tx, ids) };
  });
  await result.remove();
  return result.count;
}
