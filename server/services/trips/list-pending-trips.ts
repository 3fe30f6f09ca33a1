import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { categories, destinations, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/**
 * Viajes (doc 2 §2, §7): the trips waiting for review, oldest first (first come, first reviewed), with their
 * destination, category and guide.
 */
export async function listPendingTrips(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  return deps.db
    .select({
      id: trips.id,
      title: trips.title,
      slug: trips.slug,
      shortDescription: trips.shortDescription,
      heroImageUrl: trips.heroImageUrl,
      durationDays: trips.durationDays,
      createdAt: trips.createdAt,
      country: destinations.country,
      city: destinations.city,
      categorySlug: categories.slug,
      guideId: users.id,
      guideName: users.name,
      guideEmail: users.email,
    })
    .from(trips)
    .innerJoin(destinations, eq(destinations.id, trips.destinationId))
    .innerJoin(categories, eq(categories.id, trips.categoryId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(eq(trips.status, "pending"))
    .orderBy(asc(trips.createdAt))
    .limit(100);
}
