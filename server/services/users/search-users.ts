import { desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

const RESULTS = 20;
const PER_USER = 5;

/**
 * Usuarios (issue 12): every account whose name or email contains the text (the newest accounts when the box
 * is empty), each with its latest bookings and trips, and whether it is suspended.
 */
export async function searchUsers(deps: Pick<AppDeps, "db">, actor: SessionUser | null, raw: unknown) {
  assertAdmin(actor);
  const query = cleanSearch(raw);
  const found = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isApproved: users.isApproved,
      isIdentityVerified: users.isIdentityVerified,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(
      query ? or(ilike(users.name, likePattern(query)), ilike(users.email, likePattern(query))) : undefined,
    )
    .orderBy(desc(users.createdAt))
    .limit(RESULTS);
  const ids = found.map((u) => u.id);
  if (ids.length === 0) return [];
  const [userBookings, userTrips] = await Promise.all([
    deps.db
      .select({
        id: bookings.id,
        userId: bookings.userId,
        reference: bookings.bookingReference,
        tripTitle: trips.title,
        status: bookings.status,
        totalCents: bookings.totalAmountCents,
        currency: bookings.currency,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .where(inArray(bookings.userId, ids))
      .orderBy(desc(bookings.createdAt)),
    deps.db
      .select({
        id: trips.id,
        tropleaderId: trips.tropleaderId,
        title: trips.title,
        slug: trips.slug,
        status: trips.status,
      })
      .from(trips)
      .where(inArray(trips.tropleaderId, ids))
      .orderBy(desc(trips.createdAt)),
  ]);
  return found.map((u) => ({
    ...u,
    bookings: userBookings.filter((b) => b.userId === u.id).slice(0, PER_USER),
    bookingsCount: userBookings.filter((b) => b.userId === u.id).length,
    trips: userTrips.filter((t) => t.tropleaderId === u.id).slice(0, PER_USER),
    tripsCount: userTrips.filter((t) => t.tropleaderId === u.id).length,
  }));
}
