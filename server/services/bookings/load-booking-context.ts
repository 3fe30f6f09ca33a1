import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import type { BookingEmailFacts } from "../mail/templates/booking-email-facts.ts";

const traveller = alias(users, "traveller");
const tropleader = alias(users, "tropleader");

/**
 * A booking with everything its rules and emails need: the departure, the trip, the traveller and the
 * tropleader. With `lock`, the booking row is locked first (FOR UPDATE OF bookings): every booking service
 * locks the booking before the departure, so concurrent changes never deadlock.
 */
export async function loadBookingContext(db: DbOrTx, bookingId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      booking: bookings,
      departure: tripDepartures,
      trip: { id: trips.id, title: trips.title, slug: trips.slug, tropleaderId: trips.tropleaderId },
      traveller: { id: traveller.id, name: traveller.name, email: traveller.email, locale: traveller.locale },
      tropleader: {
        id: tropleader.id,
        name: tropleader.name,
        email: tropleader.email,
        locale: tropleader.locale,
      },
    })
    .from(bookings)
    .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(traveller, eq(traveller.id, bookings.userId))
    .innerJoin(tropleader, eq(tropleader.id, trips.tropleaderId))
    .where(eq(bookings.id, bookingId));
  const [row] = options.lock ? await query.for("update", { of: bookings }) : await query;
  return row ?? null;
}

export type BookingContext = NonNullable<Awaited<ReturnType<typeof loadBookingContext>>>;

export function emailFacts(ctx: BookingContext): BookingEmailFacts {
  return {
    reference: ctx.booking.bookingReference,
    tripTitle: ctx.trip.title,
    startDate: ctx.departure.startDate,
    endDate: ctx.departure.endDate,
    participants: ctx.booking.participantsCount,
    totalCents: ctx.booking.totalAmountCents,
    currency: ctx.booking.currency,
  };
}
