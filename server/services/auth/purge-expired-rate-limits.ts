import { lt } from "drizzle-orm";
import { RATE_LIMIT_LONGEST_WINDOW_SEC } from "../../auth/rate-limit-rules.ts";
import type { DbOrTx } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/users.ts";

/**
 * Deletes rate-limit windows that ended: no rule looks further back than the longest window, and one row per
 * address and account would otherwise pile up forever. Returns how many went.
 */
export async function purgeExpiredRateLimits(db: DbOrTx, now: number = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now - RATE_LIMIT_LONGEST_WINDOW_SEC * 1000))
    .returning({ id: rateLimits.id });
  return deleted.length;
}
