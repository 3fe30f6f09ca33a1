import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { translationMachineDrafts } from "../../db/schema/trips.ts";
import { MACHINE_DRAFT_TTL_DAYS } from "./machine-draft-owner.ts";

/**
 * Deletes recorded machine drafts older than MACHINE_DRAFT_TTL_DAYS (periodic task `purge-old-machine-drafts`):
 * they no longer label anything, and rows of deleted trips or accounts go with them. Returns how many.
 */
export async function purgeOldMachineDrafts(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(translationMachineDrafts)
    .where(
      lt(translationMachineDrafts.createdAt, sql`now() - make_interval(days => ${MACHINE_DRAFT_TTL_DAYS})`),
    )
    .returning({ ownerId: translationMachineDrafts.ownerId });
  return gone.length;
}
