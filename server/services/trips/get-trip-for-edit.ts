import { asc, eq } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { type TripDraftData, tripDraftSchema } from "#core/schemas/trip-wizard";
import type { AppDeps } from "../../app-deps.ts";
import {
  categories,
  destinations,
  tripFaqs,
  tripGallery,
  tripInclusions,
  tripItinerary,
  trips,
} from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { findCountry } from "./country-catalogue.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "./trip-access.ts";

export type TripForEdit = {
  trip: {
    id: string;
    title: string;
    slug: string;
    status: "draft" | "pending" | "approved" | "rejected";
    rejectionReason: string | null;
  };
  data: TripDraftData;
};

/** A trip's four parts as the wizard's fields, for its own tropleader (or an admin); others get a 404. */
export async function getTripForEdit(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  locale: Locale,
): Promise<TripForEdit> {
  const own = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  const [row] = await deps.db
    .select({
      trip: trips,
      category: categories.slug,
      country: destinations.country,
      city: destinations.city,
      region: destinations.region,
    })
    .from(trips)
    .innerJoin(categories, eq(categories.id, trips.categoryId))
    .innerJoin(destinations, eq(destinations.id, trips.destinationId))
    .where(eq(trips.id, own.id));
  if (!row) throw new AppError("not_found", "trips:errors.notFound");
  const [days, [inclusions], faqs, gallery] = await Promise.all([
    deps.db
      .select()
      .from(tripItinerary)
      .where(eq(tripItinerary.tripId, own.id))
      .orderBy(asc(tripItinerary.dayNumber)),
    deps.db.select().from(tripInclusions).where(eq(tripInclusions.tripId, own.id)),
    deps.db.select().from(tripFaqs).where(eq(tripFaqs.tripId, own.id)).orderBy(asc(tripFaqs.sortOrder)),
    deps.db
      .select()
      .from(tripGallery)
      .where(eq(tripGallery.tripId, own.id))
      .orderBy(asc(tripGallery.sortOrder)),
  ]);
  const t = row.trip;
  const data = tripDraftSchema.parse({
    basics: {
      title: t.title,
      shortDescription: t.shortDescription,
      description: t.description,
      country: findCountry(row.country)?.[locale] ?? row.country,
      city: row.city,
      region: row.region ?? "",
      durationDays: t.durationDays,
      category: row.category,
      difficulty: t.difficulty,
      tags: t.tags,
      basePrice: t.basePriceCents % 100 === 0 ? t.basePriceCents / 100 : (t.basePriceCents / 100).toFixed(2),
      maxParticipants: t.maxParticipants,
    },
    itinerary: {
      days: days.length
        ? days.map((d) => ({ title: d.title, description: d.description, imageUrl: d.imageUrl ?? "" }))
        : [{}],
    },
    inclusions: {
      included: inclusions?.includedItems.length ? inclusions.includedItems : [""],
      excluded: inclusions?.excludedItems.length ? inclusions.excludedItems : [""],
      faqs: faqs.map((f) => ({ question: f.question, answer: f.answer })),
    },
    gallery: { images: gallery.length ? gallery.map((g) => g.imageUrl) : ["", "", ""] },
  });
  return {
    trip: { id: t.id, title: t.title, slug: t.slug, status: t.status, rejectionReason: t.rejectionReason },
    data,
  };
}
