import { eq } from "drizzle-orm";
import type { TripGallery, TripInclusions, TripItinerary } from "#core/schemas/trip-wizard";
import type { Tx } from "../../db/client.ts";
import { tripFaqs, tripGallery, tripInclusions, tripItinerary, trips } from "../../db/schema/trips.ts";

/**
 * The parts of a trip the wizard writes, each replaced whole (create and edit share them), in the caller's
 * transaction. Day numbers follow the order of the cards; activities start empty (doc 2 §3).
 */
export async function writeItinerary(tx: Tx, tripId: string, itinerary: TripItinerary): Promise<void> {
  await tx.delete(tripItinerary).where(eq(tripItinerary.tripId, tripId));
  await tx.insert(tripItinerary).values(
    itinerary.days.map((day, i) => ({
      tripId,
      dayNumber: i + 1,
      title: day.title,
      description: day.description,
      imageUrl: day.imageUrl || null,
      activities: [],
    })),
  );
}

export async function writeInclusions(tx: Tx, tripId: string, inclusions: TripInclusions): Promise<void> {
  await tx
    .insert(tripInclusions)
    .values({ tripId, includedItems: inclusions.included, excludedItems: inclusions.excluded })
    .onConflictDoUpdate({
      target: tripInclusions.tripId,
      set: { includedItems: inclusions.included, excludedItems: inclusions.excluded },
    });
}

export async function writeFaqs(tx: Tx, tripId: string, faqs: TripInclusions["faqs"]): Promise<void> {
  await tx.delete(tripFaqs).where(eq(tripFaqs.tripId, tripId));
  if (faqs.length === 0) return;
  await tx
    .insert(tripFaqs)
    .values(faqs.map((faq, i) => ({ tripId, question: faq.question, answer: faq.answer, sortOrder: i })));
}

/** The gallery in its order; the first image is the main one (the trip's hero). */
export async function writeGallery(tx: Tx, tripId: string, gallery: TripGallery): Promise<void> {
  await tx.delete(tripGallery).where(eq(tripGallery.tripId, tripId));
  await tx
    .insert(tripGallery)
    .values(gallery.images.map((imageUrl, i) => ({ tripId, imageUrl, sortOrder: i, isHero: i === 0 })));
  await tx
    .update(trips)
    .set({ heroImageUrl: gallery.images[0] ?? null })
    .where(eq(trips.id, tripId));
}
