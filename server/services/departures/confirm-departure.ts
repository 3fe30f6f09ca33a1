import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadOwnTrip, type TripActor } from "../trips/trip-access.ts";
import { loadOwnDeparture } from "./load-own-departure.ts";

/**
 * The tropleader answers the deadline's question (issue 14): the departure runs even below its minimum. Once;
 * a cancelled departure cannot be confirmed. Only the trip's tropleader (or an admin), audited.
 */
export async function confirmDeparture(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  departureId: string,
  now: Date = new Date(),
): Promise<{ confirmed: boolean }> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  return deps.db.transaction(async (tx) => {
    const departure = await loadOwnDeparture(tx, trip.id, departureId);
    if (departure.status === "cancelled") throw new AppError("conflict", "departures:errors.cancelled");
    const done = await tx
      .update(tripDepartures)
      .set({ confirmedByGuideAt: now })
      .where(and(eq(tripDepartures.id, departure.id), isNull(tripDepartures.confirmedByGuideAt)))
      .returning({ id: tripDepartures.id });
    if (done.length === 0) return { confirmed: false };
    await tx.insert(auditLog).values({
      actorId: actor?.id ?? null,
      action: "departure.confirm",
      entityType: "departure",
      entityId: departure.id,
      data: { tripTitle: trip.title, startDate: departure.startDate },
    });
    return { confirmed: true };
  });
}
