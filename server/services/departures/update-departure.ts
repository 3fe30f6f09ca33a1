import { eq, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import { departureEndDate, departureFormSchema, departureRules } from "#core/schemas/departure";
import type { AppDeps } from "../../app-deps.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";
import { departureInputError } from "./departure-input-error.ts";
import { loadOwnDeparture } from "./load-own-departure.ts";

/**
 * Changes an upcoming departure. Seats never go below those already taken (paid or held); a new price applies to
 * bookings made from now on (a booking keeps the amount it was made for); the dates move only while nobody has
 * booked it, since travellers booked those days. A cancelled or past departure is not edited.
 */
export async function updateDeparture(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  departureId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<void> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  const parsed = departureFormSchema.safeParse(input);
  if (!parsed.success) throw departureInputError(parsed.error.issues[0]);
  const form = parsed.data;
  const today = platformToday(now);
  await deps.db.transaction(async (tx) => {
    const departure = await loadOwnDeparture(tx, trip.id, departureId);
    if (departure.status === "cancelled") throw new AppError("conflict", "departures:errors.cancelled");
    if (departure.startDate <= today) throw new AppError("conflict", "departures:errors.past");
    const datesChange = form.startDate !== departure.startDate;
    if (datesChange) {
      const [{ count = 0 } = {}] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(bookings)
        .where(eq(bookings.departureId, departure.id));
      if (count > 0) throw new AppError("conflict", "departures:errors.datesLocked", { field: "startDate" });
    }
    const broken = departureRules(form, trip, today, { datesChange });
    if (broken)
      throw new AppError("validation", broken.message, {
        field: broken.field,
        max: trip.maxParticipants,
        count: trip.maxParticipants,
      });
    if (form.maxParticipants < departure.currentParticipants) {
      throw new AppError("validation", "departures:errors.maxBelowTaken", {
        field: "maxParticipants",
        taken: departure.currentParticipants,
        count: departure.currentParticipants,
      });
    }
    const priceCents = Math.round(form.price * 100);
    await tx
      .update(tripDepartures)
      .set({
        startDate: form.startDate,
        endDate: departureEndDate(form.startDate, trip.durationDays),
        priceCents,
        maxParticipants: form.maxParticipants,
        minParticipants: form.minParticipants,
        confirmDeadlineDays: form.confirmDeadlineDays,
        status: departure.currentParticipants >= form.maxParticipants ? "full" : "available",
        updatedAt: new Date(),
      })
      .where(eq(tripDepartures.id, departure.id));
    await refreshTripDepartureSummary(tx, trip.id, today);
    await tx.insert(auditLog).values({
      actorId: actor?.id ?? null,
      action: "departure.edit",
      entityType: "departure",
      entityId: departure.id,
      data: {
        tripTitle: trip.title,
        before: {
          startDate: departure.startDate,
          priceCents: departure.priceCents,
          maxParticipants: departure.maxParticipants,
          minParticipants: departure.minParticipants,
        },
        after: {
          startDate: form.startDate,
          priceCents,
          maxParticipants: form.maxParticipants,
          minParticipants: form.minParticipants,
        },
      },
    });
  });
}
