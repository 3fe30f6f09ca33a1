import { asc, eq } from "drizzle-orm";
import type { TripPrimaryText } from "#core/content/trip-text";
import type { DbOrTx } from "../../db/client.ts";
import { tripDocuments, tripFaqs, tripInclusions, tripItinerary, trips } from "../../db/schema/trips.ts";

/**
 * A trip's Spanish texts in the shape of a translation (core/content/trip-text.ts), what an English version is
 * matched against: its days by number, its FAQs in order, its documents by id. Null for an unknown trip.
 */
export async function loadTripPrimaryText(db: DbOrTx, tripId: string): Promise<TripPrimaryText | null> {
  const [[trip], days, [inclusions], faqs, documents] = await Promise.all([
    db
      .select({
        title: trips.title,
        shortDescription: trips.shortDescription,
        description: trips.description,
      })
      .from(trips)
      .where(eq(trips.id, tripId)),
    db
      .select({
        dayNumber: tripItinerary.dayNumber,
        title: tripItinerary.title,
        description: tripItinerary.description,
        activities: tripItinerary.activities,
      })
      .from(tripItinerary)
      .where(eq(tripItinerary.tripId, tripId))
      .orderBy(asc(tripItinerary.dayNumber)),
    db
      .select({ included: tripInclusions.includedItems, excluded: tripInclusions.excludedItems })
      .from(tripInclusions)
      .where(eq(tripInclusions.tripId, tripId)),
    db
      .select({ question: tripFaqs.question, answer: tripFaqs.answer })
      .from(tripFaqs)
      .where(eq(tripFaqs.tripId, tripId))
      .orderBy(asc(tripFaqs.sortOrder), asc(tripFaqs.id)),
    db
      .select({ id: tripDocuments.id, title: tripDocuments.title })
      .from(tripDocuments)
      .where(eq(tripDocuments.tripId, tripId)),
  ]);
  if (!trip) return null;
  return {
    basics: trip,
    itinerary: { days },
    inclusions: { included: inclusions?.included ?? [], excluded: inclusions?.excluded ?? [], faqs },
    documents: { titles: Object.fromEntries(documents.map((d) => [d.id, d.title])) },
  };
}
