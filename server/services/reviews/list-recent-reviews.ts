import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { ReviewAdminFilter } from "#core/schemas/review-moderation";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

const RECENT_REVIEWS = 50;

/** Reseñas (issue 35): the latest reviews with their photos, newest first, filtered as the URL says. */
export async function listRecentReviews(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  filter: ReviewAdminFilter,
) {
  assertAdmin(actor);
  const where: Record<ReviewAdminFilter, SQL | undefined> = {
    all: undefined,
    photos: and(isNull(reviews.hiddenAt), sql`cardinality(${reviews.photos}) > 0`),
    featured: and(isNull(reviews.hiddenAt), eq(reviews.isFeatured, true)),
    hidden: isNotNull(reviews.hiddenAt),
  };
  return deps.db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      photos: reviews.photos,
      isFeatured: reviews.isFeatured,
      hiddenAt: reviews.hiddenAt,
      createdAt: reviews.createdAt,
      authorName: users.name,
      tripTitle: trips.title,
      tripSlug: trips.slug,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(trips, eq(trips.id, reviews.tripId))
    .where(where[filter])
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(RECENT_REVIEWS);
}
