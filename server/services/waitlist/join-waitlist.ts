import { and, eq, inArray, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import { joinWaitlistSchema } from "#core/schemas/waitlist";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { tripDepartures, trips, waitlistEntries } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseInput } from "../auth/parse-input.ts";
import { lockDeparture } from "./offer-freed-seats.ts";
import { waitlistPosition } from "./waitlist-position.ts";

/**
 * A traveller joins a full departure's waitlist with the seats they want (issue 14). Refused when the seats
 * are free now (book instead), when they already hold or have paid a booking on it, when they are already in
 * line, on their own trip, and on a cancelled or started departure. Joining again after leaving goes to the
 * back of the line. Returns their place in it.
 */
export async function joinWaitlist(
  deps: Pick<AppDeps, "db">,
  user: SessionUser | null,
  input: unknown,
  now: Date = new Date(),
): Promise<{ position: number }> {
  if (!user) throw new AppError("unauthenticated", "waitlist:errors.loginRequired");
  const { departureId, participants } = parseInput(joinWaitlistSchema, input);
  const [row] = await deps.db
    .select({ tripStatus: trips.status, tropleaderId: trips.tropleaderId, suspendedAt: users.suspendedAt })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(eq(tripDepartures.id, departureId));
  if (row?.tripStatus !== "approved" || row.suspendedAt) {
    throw new AppError("not_found", "waitlist:errors.departureNotFound");
  }
  if (row.tropleaderId === user.id) throw new AppError("forbidden", "waitlist:errors.ownTrip");

  return deps.db.transaction(async (tx) => {
    const departure = await lockDeparture(tx, departureId);
    if (!departure) throw new AppError("not_found", "waitlist:errors.departureNotFound");
    if (departure.status === "cancelled")
      throw new AppError("conflict", "waitlist:errors.departureCancelled");
    if (departure.startDate <= platformToday(now))
      throw new AppError("conflict", "waitlist:errors.departurePast");
    if (participants > departure.maxParticipants)
      throw new AppError("conflict", "waitlist:errors.participants");
    if (departure.maxParticipants - departure.currentParticipants >= participants) {
      throw new AppError("conflict", "waitlist:errors.seatsAvailable");
    }
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.userId, user.id),
          eq(bookings.departureId, departureId),
          inArray(bookings.status, ["pending_payment", "confirmed", "completed"]),
        ),
      )
      .limit(1);
    if (booked) throw new AppError("conflict", "waitlist:errors.alreadyBooked");
    const joined = await tx
      .insert(waitlistEntries)
      .values({ departureId, userId: user.id, participants, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [waitlistEntries.departureId, waitlistEntries.userId],
        set: {
          participants,
          status: "waiting",
          seatsHeld: false,
          offeredUntil: null,
          createdAt: now,
          updatedAt: now,
        },
        setWhere: sql`${waitlistEntries.status} not in ('waiting', 'offered')`,
      })
      .returning({ userId: waitlistEntries.userId });
    if (joined.length === 0) throw new AppError("conflict", "waitlist:errors.alreadyOnList");
    return { position: await waitlistPosition(tx, departureId, user.id) };
  });
}
