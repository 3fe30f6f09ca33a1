import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { type BookingTimeline, bookingTimeline, canReviewBooking } from "#core/rules/booking-timeline";
import { platformToday } from "#core/rules/platform-calendar";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, payments, refunds, reviews } from "../../db/schema/bookings.ts";
import { destinations, tripDepartures, trips, tripTranslations } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { placeNamesIn } from "../catalogue/place-names.ts";

export type TravellerBooking = {
  id: string;
  bookingReference: string;
  status: "pending_payment" | "confirmed" | "completed" | "cancelled" | "expired";
  paymentStatus: string;
  participantsCount: number;
  totalAmountCents: number;
  currency: string;
  createdAt: string;
  cancelledAt: string | null;
  trip: {
    id: string;
    /** In the reader's language when the trip has an approved version in it, else Spanish (textLang). */
    title: string;
    textLang: ContentLocale;
    slug: string;
    heroImageUrl: string | null;
    country: string;
    city: string;
  };
  departure: { id: string; startDate: string; endDate: string };
  tropleader: { id: string; name: string; avatarUrl: string | null };
  review: { id: string; rating: number; title: string; comment: string; createdAt: string } | null;
  /** Money already returned or on its way back (cancelled bookings). */
  refundedCents: number;
  /** Whether the payment went through, so it has a receipt (issue 13). */
  hasReceipt: boolean;
  /** The refunds with a receipt (not refused by the provider), oldest first (issue 13). */
  refundIds: string[];
  timeline: BookingTimeline;
  canReview: boolean;
};

/**
 * Every booking of one traveller with its trip, departure, tropleader, review and refunds, newest first; the
 * trip's title and place in the reader's language where known (issue 34).
 */
export async function listTravellerBookings(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
  locale: Locale = "es",
): Promise<TravellerBooking[]> {
  const today = platformToday(now);
  // A prepared statement (values as placeholders, the text always the same): PostgreSQL keeps its plan per
  // connection, where this seven-table join otherwise cost more to plan than to run on every dashboard view
  // (docs/decisions/0042-two-processes.md).
  const rows = await db
    .select({
      booking: bookings,
      trip: {
        id: trips.id,
        title: trips.title,
        slug: trips.slug,
        heroImageUrl: trips.heroImageUrl,
        country: destinations.country,
        city: destinations.city,
      },
      translatedTitle: sql<string | null>`${tripTranslations.content} #>> '{basics,title}'`,
      departure: {
        id: tripDepartures.id,
        startDate: tripDepartures.startDate,
        endDate: tripDepartures.endDate,
      },
      tropleader: { id: users.id, name: users.name, avatarUrl: users.image },
      review: {
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      },
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .innerJoin(destinations, eq(destinations.id, trips.destinationId))
    .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    // The approved version in the reader's language, by its primary key (none for Spanish: no such rows), only
    // while the trip is public, as loadVisibleTripTranslation and the cards show it.
    .leftJoin(
      tripTranslations,
      and(
        eq(tripTranslations.tripId, trips.id),
        eq(tripTranslations.locale, sql.placeholder("locale")),
        eq(tripTranslations.status, "approved"),
        eq(trips.status, "approved"),
        eq(users.role, "tropleader"),
        eq(users.isApproved, true),
        isNull(users.suspendedAt),
      ),
    )
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(eq(bookings.userId, sql.placeholder("userId")))
    .orderBy(desc(bookings.createdAt))
    .prepare("list_traveller_bookings")
    .execute({ userId, locale });

  const bookingIds = rows.map((r) => r.booking.id);
  const paidIds = new Set(
    bookingIds.length
      ? (
          await db
            .select({ bookingId: payments.bookingId })
            .from(payments)
            .where(
              and(inArray(payments.bookingId, bookingIds), inArray(payments.status, ["paid", "refunded"])),
            )
        ).map((p) => p.bookingId)
      : [],
  );
  const cancelledIds = rows.filter((r) => r.booking.status === "cancelled").map((r) => r.booking.id);
  const refunded = new Map<string, number>();
  const refundIds = new Map<string, string[]>();
  if (cancelledIds.length) {
    const found = await db
      .select({ id: refunds.id, bookingId: refunds.bookingId, cents: refunds.amountCents })
      .from(refunds)
      .where(and(inArray(refunds.bookingId, cancelledIds), inArray(refunds.status, ["pending", "succeeded"])))
      .orderBy(asc(refunds.createdAt));
    for (const r of found) {
      refunded.set(r.bookingId, (refunded.get(r.bookingId) ?? 0) + r.cents);
      refundIds.set(r.bookingId, [...(refundIds.get(r.bookingId) ?? []), r.id]);
    }
  }

  return rows.map(({ booking: b, trip, translatedTitle, departure, tropleader, review }) => {
    const timelineInput = { status: b.status, startDate: departure.startDate, endDate: departure.endDate };
    return {
      id: b.id,
      bookingReference: b.bookingReference,
      status: b.status,
      paymentStatus: b.paymentStatus,
      participantsCount: b.participantsCount,
      totalAmountCents: b.totalAmountCents,
      currency: b.currency,
      createdAt: b.createdAt.toISOString(),
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
      trip: {
        ...trip,
        ...placeNamesIn(trip, locale),
        title: (locale !== "es" && translatedTitle) || trip.title,
        textLang: locale !== "es" && translatedTitle ? locale : "es",
      },
      departure,
      tropleader,
      review: review ? { ...review, createdAt: review.createdAt.toISOString() } : null,
      refundedCents: refunded.get(b.id) ?? 0,
      refundIds: refundIds.get(b.id) ?? [],
      hasReceipt: paidIds.has(b.id),
      timeline: bookingTimeline(timelineInput, today),
      canReview: !review && canReviewBooking(timelineInput, today),
    };
  });
}
