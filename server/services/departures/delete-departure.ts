import { eq, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";
import { loadOwnDeparture } from "./load-own-departure.ts";

/**
 * Removes a departure nobody ever booked (any booking, even an abandoned checkout, keeps it: its history
 * matters). One with bookings is cancelled instead, which refunds its travellers.
 */
export async function deleteDeparture(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  departureId: string,
): Promise<void> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const departure = await loadOwnDeparture(tx, trip.id, departureId);
    const [{ count = 0 } = {}] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.departureId, departure.id));
    if (count > 0) throw new AppError("conflict", "departures:errors.hasBookings");
    await tx.delete(tripDepartures).where(eq(tripDepartures.id, departure.id));
    await refreshTripDepartureSummary(tx, trip.id, platformToday());
    await tx.insert(auditLog).values({
      actorId: actor?.id ?? null,
      action: "departure.delete",
      entityType: "departure",
      entityId: departure.id,
      data: { tripTitle: trip.title, startDate: departure.startDate },
    });
  });
}
