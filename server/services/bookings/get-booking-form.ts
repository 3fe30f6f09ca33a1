import { eq } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { isAdult } from "#core/rules/adult-age";
import { availableSpots } from "#core/rules/availability";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { destinations, tripDepartures, trips, waitlistEntries } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { placeNamesIn } from "../catalogue/place-names.ts";
import { tripTitleInLanguage } from "../catalogue/trip-title-for-reader.ts";
import { isOpenOffer } from "../waitlist/open-offer.ts";

export type BookingFormData = {
  trip: {
    id: string;
    slug: string;
    /** In the reader's language when the trip has an approved version in it (titleLang), else Spanish. */
    title: string;
    titleLang: ContentLocale;
    heroImageUrl: string | null;
    durationDays: number;
    country: string;
    city: string;
    tropleaderName: string;
  };
  departure: {
    id: string;
    startDate: string;
    endDate: string;
    priceCents: number;
    currency: string;
    seatsLeft: number;
    /** Seats a waitlist offer holds for this traveller (the form starts with that many). */
    offeredSeats: number;
  };
  /** null when the departure can be booked now; otherwise the i18n key saying why not. */
  unavailable: string | null;
  /** The traveller has no birth date on the account yet: the form asks for it (adults only, doc 1 terms). */
  askBirthDate: boolean;
};

/**
 * The departure as the booking form shows it (/reservar/{id}): only departures of public trips; the trip's
 * title and place in the reader's language where known (issue 34).
 */
export async function getBookingForm(
  deps: AppDeps,
  user: SessionUser | null,
  departureId: string,
  now: Date = new Date(),
  locale: Locale = "es",
): Promise<BookingFormData> {
  if (!/^[0-9a-f-]{36}$/i.test(departureId))
    throw new AppError("not_found", "booking:errors.departureNotFound");
  const [row] = await deps.db
    .select({
      departure: tripDepartures,
      trip: trips,
      country: destinations.country,
      city: destinations.city,
      tropleaderName: users.name,
      tropleaderSuspendedAt: users.suspendedAt,
    })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .innerJoin(destinations, eq(destinations.id, trips.destinationId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(eq(tripDepartures.id, departureId));
  if (row?.trip.status !== "approved" || row.tropleaderSuspendedAt)
    throw new AppError("not_found", "booking:errors.departureNotFound");
  const { departure, trip } = row;
  // Seats a waitlist offer holds for this traveller are theirs to book (issue 14).
  const offered = user ? await offeredSeats(deps.db, user.id, departure.id, now) : 0;
  const birthDate = user ? await storedBirthDate(deps.db, user.id) : null;
  const title = await tripTitleInLanguage(deps.db, trip, locale);
  const seatsLeft = departure.status === "cancelled" ? 0 : availableSpots(departure) + offered;
  const unavailable =
    departure.status === "cancelled"
      ? "booking:errors.departureCancelled"
      : departure.startDate <= platformToday(now)
        ? "booking:errors.departurePast"
        : user && user.id === trip.tropleaderId
          ? "booking:errors.ownTrip"
          : seatsLeft === 0
            ? "booking:errors.noSeats"
            : birthDate && !isAdult(birthDate, platformToday(now))
              ? "profile:errors.birthDateUnderAge"
              : null;
  return {
    trip: {
      id: trip.id,
      slug: trip.slug,
      title: title.title,
      titleLang: title.lang,
      heroImageUrl: trip.heroImageUrl,
      durationDays: trip.durationDays,
      ...placeNamesIn({ country: row.country, city: row.city }, locale),
      tropleaderName: row.tropleaderName,
    },
    departure: {
      id: departure.id,
      startDate: departure.startDate,
      endDate: departure.endDate,
      priceCents: departure.priceCents,
      currency: departure.currency,
      seatsLeft,
      offeredSeats: offered,
    },
    unavailable,
    askBirthDate: user !== null && birthDate === null,
  };
}

/** The birth date on the traveller's account (null when never given). */
export async function storedBirthDate(db: AppDeps["db"], userId: string): Promise<string | null> {
  const [row] = await db.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, userId));
  return row?.birthDate ?? null;
}

/** Seats an open waitlist offer holds for the traveller on this departure (0 without one). */
async function offeredSeats(
  db: AppDeps["db"],
  userId: string,
  departureId: string,
  now: Date,
): Promise<number> {
  const [offer] = await db
    .select({ participants: waitlistEntries.participants })
    .from(waitlistEntries)
    .where(isOpenOffer(departureId, userId, now));
  return offer?.participants ?? 0;
}
