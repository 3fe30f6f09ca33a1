import { eq, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import type { Tx } from "../../db/client.ts";
import { trips } from "../../db/schema/trips.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";

/**
 * The trip's and the tropleader's rating and review count, from their reviews an admin has not hidden. The
 * caller holds both rows' locks (a review written or hidden at the same moment cannot miss the other).
 */
export async function recountReviewRatings(
  tx: Tx,
  target: { tripId: string; tropleaderId: string },
  now: Date,
): Promise<void> {
  const { tripId, tropleaderId } = target;
  await tx
    .update(trips)
    .set({
      rating: sql`(select coalesce(avg(rating), 0) from reviews where trip_id = ${tripId} and hidden_at is null)`,
      reviewsCount: sql`(select count(*) from reviews where trip_id = ${tripId} and hidden_at is null)`,
      updatedAt: now,
    })
    .where(eq(trips.id, tripId));
  // The explore sorts read the trip's rating from its departure summary too.
  await refreshTripDepartureSummary(tx, tripId, platformToday(now));
  await tx
    .update(tropleaderProfiles)
    .set({
      rating: sql`(select coalesce(avg(rating), 0) from reviews where tropleader_id = ${tropleaderId} and hidden_at is null)`,
      reviewsCount: sql`(select count(*) from reviews where tropleader_id = ${tropleaderId} and hidden_at is null)`,
      updatedAt: now,
    })
    .where(eq(tropleaderProfiles.userId, tropleaderId));
}
