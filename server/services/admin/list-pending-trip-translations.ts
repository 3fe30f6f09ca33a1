import { and, asc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "./assert-admin.ts";

/**
 * Viajes (issue 34): the English versions waiting for review (a rejected one the guide corrected and saved
 * again), oldest change first, with their trip and guide. The trip itself may already be public.
 */
export async function listPendingTripTranslations(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  return deps.db
    .select({
      tripId: trips.id,
      title: trips.title,
      slug: trips.slug,
      tripStatus: trips.status,
      locale: tripTranslations.locale,
      updatedAt: tripTranslations.updatedAt,
      guideName: users.name,
      guideEmail: users.email,
    })
    .from(tripTranslations)
    .innerJoin(trips, eq(trips.id, tripTranslations.tripId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(and(eq(tripTranslations.status, "pending"), eq(tripTranslations.locale, "en")))
    .orderBy(asc(tripTranslations.updatedAt))
    .limit(100);
}
