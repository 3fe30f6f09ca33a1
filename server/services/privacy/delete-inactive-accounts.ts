import { sql } from "drizzle-orm";
import { retentionCutoffs } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { isAppError } from "../../lib/app-error.ts";
import { eraseAccount } from "./erase-account.ts";

/**
 * Retention (issue 15): an account unused for 3 years, warned at least 30 days ago and still unused, is deleted
 * like an owner's deletion (erase-account.ts). One with a trip or departure still to come is skipped (it comes
 * back once that is over). Returns how many were deleted.
 */
export async function deleteInactiveAccounts(deps: AppDeps, now: Date): Promise<number> {
  const { deleteInactiveBefore, warnedBefore } = retentionCutoffs(now);
  const due = await queryRows<{ id: string }>(
    deps.db,
    sql`select id from users
        where deleted_at is null and role <> 'admin'
          and last_active_at < ${deleteInactiveBefore.toISOString()}::timestamptz
          and inactivity_warned_at < ${warnedBefore.toISOString()}::timestamptz
        order by last_active_at limit 200`,
  );
  let deleted = 0;
  for (const { id } of due) {
    try {
      if ((await eraseAccount(deps, id, "inactivity", now)).erased) deleted += 1;
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return deleted;
}
