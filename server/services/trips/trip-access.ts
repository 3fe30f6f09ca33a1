import { eq } from "drizzle-orm";
import { canPublishTrips, type SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/** Who is acting on a trip: signed out is null. */
export type TripActor = Pick<SessionUser, "id" | "role"> | null;

/**
 * Creating or editing a trip and scheduling its departures (doc 2 §6): a tropleader the team approved whose
 * identity is verified, read fresh from the database (a session may predate the decision). Signed out gets
 * 'Debes iniciar sesión para crear un viaje' (401); anyone else a 403 with the reason.
 */
export async function assertCanPublish(db: DbOrTx, actor: TripActor): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  const [row] = await db
    .select({
      role: users.role,
      isApproved: users.isApproved,
      isIdentityVerified: users.isIdentityVerified,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row || row.suspendedAt) throw new AppError("forbidden", "trips:errors.cannotPublish");
  if (row.role === "admin") return;
  if (row.role !== "tropleader") throw new AppError("forbidden", "trips:errors.tropleadersOnly");
  if (!row.isApproved) throw new AppError("forbidden", "trips:errors.notApproved");
  if (!canPublishTrips(row)) throw new AppError("forbidden", "trips:errors.notVerified");
}

/**
 * Creating a trip (and writing drafts): a tropleader who may publish. Admins moderate and may edit any trip,
 * but a trip is always its guide's, so they do not create them under their own name.
 */
export async function assertCanCreateTrips(db: DbOrTx, actor: TripActor): Promise<void> {
  await assertCanPublish(db, actor);
  if (actor?.role !== "tropleader") throw new AppError("forbidden", "trips:errors.tropleadersOnly");
}

export type OwnedTrip = {
  id: string;
  tropleaderId: string;
  title: string;
  slug: string;
  status: "draft" | "pending" | "approved" | "rejected";
  durationDays: number;
  maxParticipants: number;
  basePriceCents: number;
  currency: string;
};

/**
 * A trip its own tropleader (or an admin) may manage. Anyone else, and an id that does not exist, get the same
 * 404: whether another guide's trip exists is not revealed.
 */
export async function loadOwnTrip(db: DbOrTx, actor: TripActor, tripId: string): Promise<OwnedTrip> {
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  if (!/^[0-9a-f-]{36}$/i.test(tripId)) throw new AppError("not_found", "trips:errors.notFound");
  const [trip] = await db
    .select({
      id: trips.id,
      tropleaderId: trips.tropleaderId,
      title: trips.title,
      slug: trips.slug,
      status: trips.status,
      durationDays: trips.durationDays,
      maxParticipants: trips.maxParticipants,
      basePriceCents: trips.basePriceCents,
      currency: trips.currency,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  if (!trip || (trip.tropleaderId !== actor.id && actor.role !== "admin")) {
    throw new AppError("not_found", "trips:errors.notFound");
  }
  return trip;
}
