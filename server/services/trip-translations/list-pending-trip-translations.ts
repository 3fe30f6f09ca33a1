import { and, asc, desc, eq, gte } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/**
 * Viajes (issue 34): the English versions waiting for review (a rejected one the guide corrected and saved
 * again), oldest change first, with their trip and guide. The trip itself may already be public.
 */
export async function listPendingTripTranslations(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  return selectTranslations(deps)
    .where(and(eq(tripTranslations.status, "pending"), eq(tripTranslations.locale, "en")))
    .orderBy(asc(tripTranslations.updatedAt))
    .limit(100);
}

/** How long a published English version stays in the team's "recently changed" list. */
export const RECENT_TRANSLATION_DAYS = 14;

/**
 * Viajes (issue 34): English versions saved on trips already published go live at once, like Spanish edits
 * (post-moderation); the team sees those changed in the last RECENT_TRANSLATION_DAYS days, newest first, to
 * compare and, if needed, reject them alone.
 */
export async function listRecentTripTranslations(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  now: Date = new Date(),
) {
  assertAdmin(actor);
  const since = new Date(now.getTime() - RECENT_TRANSLATION_DAYS * 86_400_000);
  return selectTranslations(deps)
    .where(
      and(
        eq(tripTranslations.status, "approved"),
        eq(tripTranslations.locale, "en"),
        eq(trips.status, "approved"),
        gte(tripTranslations.updatedAt, since),
      ),
    )
    .orderBy(desc(tripTranslations.updatedAt))
    .limit(50);
}

function selectTranslations(deps: Pick<AppDeps, "db">) {
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
    .$dynamic();
}
