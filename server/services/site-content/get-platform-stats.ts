import { and, avg, count, countDistinct, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";

export type PlatformStats = {
  /** Tropleaders the team has approved. */
  approvedTropleaders: number;
  /** Registered traveller accounts (role viajero). */
  travellers: number;
  /** Distinct destinations among the published (approved) trips. */
  destinations: number;
  /** Mean of every review's rating, one decimal; null while there are no reviews. */
  averageRating: number | null;
  reviewsCount: number;
};

/** The real figures behind the About page (the spec's 150+ / 2,500+ / 45+ / 4.9 were samples). */
export async function getPlatformStats(db: DbOrTx): Promise<PlatformStats> {
  const [[leaders], [travellers], [destinations], [rating]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "tropleader"), eq(users.isApproved, true))),
    db.select({ n: count() }).from(users).where(eq(users.role, "viajero")),
    db
      .select({ n: countDistinct(trips.destinationId) })
      .from(trips)
      .where(eq(trips.status, "approved")),
    db.select({ avg: avg(reviews.rating), n: count() }).from(reviews),
  ]);
  const reviewsCount = Number(rating?.n ?? 0);
  return {
    approvedTropleaders: Number(leaders?.n ?? 0),
    travellers: Number(travellers?.n ?? 0),
    destinations: Number(destinations?.n ?? 0),
    averageRating: reviewsCount > 0 ? Math.round(Number(rating?.avg) * 10) / 10 : null,
    reviewsCount,
  };
}
