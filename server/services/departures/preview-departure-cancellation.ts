import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadOwnTrip, type TripActor } from "../trips/trip-access.ts";

export type CancellationPreview = {
  /** Paid bookings that will be refunded in full. */
  bookings: number;
  /** Travellers on them (seats). */
  travellers: number;
  /** What goes back to their cards, per currency (one in practice). */
  refundCents: number;
  currency: string;
  /** Checkouts under way whose seats are released. */
  openHolds: number;
};

/** What cancelling a departure would do, shown in the confirmation dialog before the tropleader confirms. */
export async function previewDepartureCancellation(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  departureId: string,
): Promise<CancellationPreview> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  const [departure] = await deps.db
    .select({ id: tripDepartures.id, currency: tripDepartures.currency })
    .from(tripDepartures)
    .where(and(eq(tripDepartures.id, departureId), eq(tripDepartures.tripId, trip.id)));
  if (!departure) throw new AppError("not_found", "departures:errors.notFound");
  const [paid] = await deps.db
    .select({
      bookings: sql<number>`count(distinct ${bookings.id})::int`,
      travellers: sql<number>`coalesce(sum(${bookings.participantsCount}), 0)::int`,
      refundCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(bookings)
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, "paid")))
    .where(and(eq(bookings.departureId, departure.id), eq(bookings.status, "confirmed")));
  const [holds] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.departureId, departure.id),
        eq(bookings.status, "pending_payment"),
        eq(bookings.seatsHeld, true),
      ),
    );
  return {
    bookings: paid?.bookings ?? 0,
    travellers: paid?.travellers ?? 0,
    refundCents: paid?.refundCents ?? 0,
    currency: departure.currency,
    openHolds: holds?.count ?? 0,
  };
}
