import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { destinations } from "../../db/schema/trips.ts";
import { searchTextOfDestination } from "./destination-search-text.ts";

/**
 * Rewrites the search text of every destination written before it held the English names (issue 34), or
 * before a new exonym was added to core/content/destination-search-text.ts. Idempotent: a row already right is
 * not touched, so the periodic task `refresh-destination-search-texts` (server/jobs/job-registry.ts) runs it at
 * each start and daily at the cost of one read of the destinations (one per country and city: a few hundred
 * rows, never per trip). Returns how many it rewrote.
 */
export async function refreshDestinationSearchTexts(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({
      id: destinations.id,
      country: destinations.country,
      city: destinations.city,
      region: destinations.region,
      searchText: destinations.searchText,
    })
    .from(destinations);
  let rewritten = 0;
  for (const row of rows) {
    const wanted = searchTextOfDestination(row);
    if (wanted === row.searchText) continue;
    await db.update(destinations).set({ searchText: wanted }).where(eq(destinations.id, row.id));
    rewritten++;
  }
  return rewritten;
}
