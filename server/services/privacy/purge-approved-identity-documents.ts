import { sql } from "drizzle-orm";
import { retentionCutoffs } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/**
 * Retention (issue 15): identity documents go 30 days after the team approved them, from storage too; the
 * decision (identity_status verified, identity_decided_at) stays. Rejected documents were deleted at once
 * (reject-identity.ts). Returns how many people's documents went.
 */
export async function purgeApprovedIdentityDocuments(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  now: Date,
): Promise<number> {
  const { identityApprovedBefore } = retentionCutoffs(now);
  const result = await deps.db.transaction(async (tx) => {
    const cleared = await queryRows<{ front: string | null; back: string | null }>(
      tx,
      sql`update users u set identity_document_front_file_id = null, identity_document_back_file_id = null
          from (select id, identity_document_front_file_id as front, identity_document_back_file_id as back
                from users
                where identity_status = 'verified'
                  and coalesce(identity_decided_at, identity_submitted_at) < ${identityApprovedBefore.toISOString()}::timestamptz
                  and (identity_document_front_file_id is not null or identity_document_back_file_id is not null)
                limit 500 for update skip locked) old
          where u.id = old.id
          returning old.front, old.back`,
    );
    const ids = cleared.flatMap((r) => [r.front, r.back]).filter((id): id is string => Boolean(id));
    return { count: cleared.length, remove: await markFilesDeleted(deps, tx, ids) };
  });
  await result.remove();
  return result.count;
}
