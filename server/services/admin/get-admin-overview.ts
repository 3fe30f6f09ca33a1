import { and, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { assertAdmin } from "./assert-admin.ts";

/**
 * The admin panel's first screen (doc 2 §2 Resumen): what waits for a decision, counted from the database,
 * plus the pending tropleader applications with everything the applicant wrote, for the admin to decide.
 */
export async function getAdminOverview(deps: Pick<AppDeps, "db">, actor: SessionUser) {
  assertAdmin(actor);
  const pendingApplicant = and(eq(users.role, "tropleader"), eq(users.isApproved, false));
  const [
    [pendingTropleaders],
    [pendingTrips],
    [pendingVerifications],
    [totalUsers],
    [totalTrips],
    [totalBookings],
  ] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(users)
      .where(and(pendingApplicant, eq(users.emailVerified, true))),
    deps.db.select({ n: count() }).from(trips).where(eq(trips.status, "pending")),
    deps.db.select({ n: count() }).from(users).where(eq(users.identityStatus, "pending")),
    deps.db.select({ n: count() }).from(users),
    deps.db.select({ n: count() }).from(trips),
    deps.db.select({ n: count() }).from(bookings),
  ]);
  const applications = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      phone: users.phone,
      location: tropleaderProfiles.location,
      experienceYears: tropleaderProfiles.experienceYears,
      specialties: tropleaderProfiles.specialties,
      languages: tropleaderProfiles.languages,
      motivation: tropleaderProfiles.motivation,
      previousExperience: tropleaderProfiles.previousExperience,
    })
    .from(users)
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
    .where(pendingApplicant)
    .orderBy(desc(users.createdAt))
    .limit(50);
  return {
    pending: {
      tropleaders: pendingTropleaders?.n ?? 0,
      trips: pendingTrips?.n ?? 0,
      verifications: pendingVerifications?.n ?? 0,
    },
    totals: { users: totalUsers?.n ?? 0, trips: totalTrips?.n ?? 0, bookings: totalBookings?.n ?? 0 },
    applications,
  };
}
