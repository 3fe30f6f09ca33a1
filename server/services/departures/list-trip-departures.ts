import { asc, eq, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import { rangesOverlap } from "#core/schemas/departure";
import type { AppDeps } from "../../app-deps.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { loadOwnTrip, type TripActor } from "../trips/trip-access.ts";

/** Qualified: inside a subquery a bare "id" would be the booking's own. */
const departureIdColumn = sql.raw(`"trip_departures"."id"`);

/** A departure's own figures, as both the trip page and the tropleader's dates page read them. */
export type DepartureFigures = {
  id: string;
  startDate: string;
  endDate: string;
  priceCents: number;
  currency: string;
  maxParticipants: number;
  currentParticipants: number;
  minParticipants: number;
  status: "available" | "full" | "cancelled";
};

export type ManagedDeparture = DepartureFigures & {
  confirmDeadlineDays: number;
  /** Travellers (seats) on paid bookings. */
  confirmedSeats: number;
  /** Bookings of any kind ever made on it: while there are any, it can be cancelled but not deleted. */
  bookingsCount: number;
  /** Another live departure of the trip shares at least one day with this one. */
  overlaps: boolean;
  past: boolean;
};

/**
 * A trip's departures for its tropleader (or an admin), upcoming first then past, with what the dates page
 * shows: seats taken, paid travellers, whether it can still be deleted, overlaps. Another guide gets a 404.
 */
export async function listTripDepartures(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  now: Date = new Date(),
) {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  const today = platformToday(now);
  const rows = await deps.db
    .select({
      id: tripDepartures.id,
      startDate: tripDepartures.startDate,
      endDate: tripDepartures.endDate,
      priceCents: tripDepartures.priceCents,
      currency: tripDepartures.currency,
      maxParticipants: tripDepartures.maxParticipants,
      currentParticipants: tripDepartures.currentParticipants,
      minParticipants: tripDepartures.minParticipants,
      confirmDeadlineDays: tripDepartures.confirmDeadlineDays,
      status: tripDepartures.status,
      confirmedSeats: sql<number>`coalesce((select sum(b.participants_count) from bookings b
        where b.departure_id = ${departureIdColumn} and b.status in ('confirmed', 'completed')), 0)::int`,
      bookingsCount: sql<number>`(select count(*) from bookings b where b.departure_id = ${departureIdColumn})::int`,
    })
    .from(tripDepartures)
    .where(eq(tripDepartures.tripId, trip.id))
    .orderBy(asc(tripDepartures.startDate));
  const live = rows.filter((d) => d.status !== "cancelled");
  const departures: ManagedDeparture[] = rows.map((d) => ({
    ...d,
    overlaps: d.status !== "cancelled" && live.some((o) => o.id !== d.id && rangesOverlap(d, o)),
    past: d.startDate <= today,
  }));
  return {
    trip,
    today,
    upcoming: departures.filter((d) => !d.past),
    past: departures.filter((d) => d.past).reverse(),
  };
}
