import { and, asc, desc, eq, gte, isNull, ne, sql } from "drizzle-orm";
import type { Difficulty } from "#core/constants/catalogue";
import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { platformToday } from "#core/rules/platform-calendar";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { reviews } from "../../db/schema/bookings.ts";
import {
  categories,
  destinations,
  tripDepartures,
  tripFaqs,
  tripGallery,
  tripInclusions,
  tripItinerary,
  trips,
} from "../../db/schema/trips.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import type { DepartureFigures } from "../departures/list-trip-departures.ts";
import { loadVisibleTripTranslation } from "../trip-translations/load-trip-translation.ts";
import { loadProfileTranslation } from "../tropleader-profile/load-profile-translation.ts";
import { countTripsCompleted } from "./count-trips-completed.ts";
import { localizeProfileText } from "./localize-profile-text.ts";
import { localizeTripText, type TripPageText, type TripSectionLangs } from "./localize-trip-text.ts";
import { placeNamesIn } from "./place-names.ts";
import { type PublicReview, publicReviewColumns } from "./public-review.ts";
import { contentLocalesOf, translatedLocalesOfTrip } from "./trip-content-locales.ts";

/** How many reviews the trip page lists (featured first, then newest). */
const TRIP_PAGE_REVIEWS = 20;

export type TripDeparture = DepartureFigures & {
  /** When the date was published (the offer's validFrom). */
  publishedAt: Date;
};

export type TripDetail = {
  id: string;
  slug: string;
  /**
   * The texts (title to faqs) are in the reader's language where the trip has an approved version in it,
   * else Spanish: `sectionLangs` says which, section by section (issue 34). Country names follow the reader.
   */
  title: string;
  shortDescription: string;
  description: string;
  heroImageUrl: string | null;
  gallery: string[];
  country: string;
  city: string;
  region: string | null;
  continent: string;
  categorySlug: string;
  durationDays: number;
  difficulty: Difficulty;
  tags: string[];
  basePriceCents: number;
  currency: string;
  rating: number;
  reviewsCount: number;
  /** Whether the public may see it; false only when its owner or an admin previews it. */
  isPublic: boolean;
  /** The language each translatable section is shown in, and whether a machine drafted it. */
  sectionLangs: TripSectionLangs;
  /** The languages the trip is written in (Spanish, plus each approved version): hreflang alternates. */
  contentLocales: ContentLocale[];
  itinerary: TripPageText["itinerary"];
  included: string[];
  excluded: string[];
  faqs: TripPageText["faqs"];
  /** Departures still to come (cancelled ones left out), soonest first; full ones included (shown dimmed). */
  departures: TripDeparture[];
  tropleader: {
    id: string;
    name: string;
    avatarUrl: string | null;
    /** Their presentation or bio written in the reader's language, else the Spanish one (bioShown: which). */
    bio: string | null;
    bioShown: { lang: ContentLocale; machine: boolean };
    location: string | null;
    experienceYears: number | null;
    languages: string[];
    rating: number;
    reviewsCount: number;
    tripsCompleted: number;
    isIdentityVerified: boolean;
  };
  reviews: (PublicReview & { photos: string[]; isFeatured: boolean })[];
};

/**
 * The public trip page (doc 1 §2). Unknown slugs and trips that are not public (not approved, or their
 * tropleader not approved) are not found, except for the trip's own tropleader and admins, who may preview.
 */
export async function getTripBySlug(
  db: DbOrTx,
  slug: string,
  viewer: Pick<SessionUser, "id" | "role"> | null = null,
  now: Date = new Date(),
  locale: Locale = "es",
): Promise<TripDetail> {
  const [row] = await db
    .select({
      trip: trips,
      category: categories.slug,
      destination: destinations,
      leader: {
        id: users.id,
        name: users.name,
        image: users.image,
        bio: users.bio,
        role: users.role,
        isApproved: users.isApproved,
        suspendedAt: users.suspendedAt,
        isIdentityVerified: users.isIdentityVerified,
        languages: users.languages,
      },
      profile: tropleaderProfiles,
    })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .innerJoin(categories, eq(categories.id, trips.categoryId))
    .innerJoin(destinations, eq(destinations.id, trips.destinationId))
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, trips.tropleaderId))
    .where(eq(trips.slug, slug))
    .limit(1);
  if (!row) throw new AppError("not_found", "catalogue:errors.tripNotFound");
  const { trip, leader, profile } = row;
  const isPublic =
    trip.status === "approved" && leader.role === "tropleader" && leader.isApproved && !leader.suspendedAt;
  const mayPreview = viewer !== null && (viewer.role === "admin" || viewer.id === trip.tropleaderId);
  if (!isPublic && !mayPreview) throw new AppError("not_found", "catalogue:errors.tripNotFound");

  const today = platformToday(now);
  const [
    gallery,
    itinerary,
    inclusions,
    faqs,
    departures,
    reviewRows,
    completed,
    translation,
    locales,
    leaderText,
  ] = await Promise.all([
    db
      .select({ imageUrl: tripGallery.imageUrl })
      .from(tripGallery)
      .where(eq(tripGallery.tripId, trip.id))
      .orderBy(asc(tripGallery.sortOrder)),
    db
      .select()
      .from(tripItinerary)
      .where(eq(tripItinerary.tripId, trip.id))
      .orderBy(asc(tripItinerary.dayNumber)),
    db.select().from(tripInclusions).where(eq(tripInclusions.tripId, trip.id)),
    db
      .select({ question: tripFaqs.question, answer: tripFaqs.answer })
      .from(tripFaqs)
      .where(eq(tripFaqs.tripId, trip.id))
      .orderBy(asc(tripFaqs.sortOrder)),
    db
      .select()
      .from(tripDepartures)
      .where(
        and(
          eq(tripDepartures.tripId, trip.id),
          ne(tripDepartures.status, "cancelled"),
          gte(tripDepartures.startDate, today),
        ),
      )
      .orderBy(asc(tripDepartures.startDate), asc(tripDepartures.id)),
    db
      .select({
        ...publicReviewColumns,
        userName: users.name,
        userAvatarUrl: users.image,
        userCountry: users.country,
        userVerified: users.isIdentityVerified,
        photos: reviews.photos,
        isFeatured: reviews.isFeatured,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.tripId, trip.id), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.isFeatured), desc(reviews.createdAt), asc(reviews.id))
      .limit(TRIP_PAGE_REVIEWS),
    countTripsCompleted(db, [trip.tropleaderId], now),
    loadVisibleTripTranslation(db, trip.id, locale),
    queryRows<{ translated: unknown }>(
      db,
      sql`select ${translatedLocalesOfTrip} as translated from trips t where t.id = ${trip.id}::uuid`,
    ),
    loadProfileTranslation(db, trip.tropleaderId, locale),
  ]);
  const leaderShown = localizeProfileText(
    { bio: leader.bio, presentation: profile?.tropleaderPresentation ?? null },
    leaderText,
    locale,
  );
  // The presentation, else the bio, preferring whichever is written in the reader's language (an English bio
  // wins over a Spanish presentation for an English reader); else the Spanish one, marked "es".
  const leaderTexts = [leaderShown.presentation, leaderShown.bio].filter((t) => t.value);
  const leaderBio = leaderTexts.find((t) => t.lang === locale) ?? leaderTexts[0] ?? leaderShown.bio;

  const images = gallery.map((g) => g.imageUrl);
  if (images.length === 0 && trip.heroImageUrl) images.push(trip.heroImageUrl);

  const place = placeNamesIn({ country: row.destination.country, city: row.destination.city }, locale);
  const detail: Omit<TripDetail, "sectionLangs"> = {
    id: trip.id,
    slug: trip.slug,
    title: trip.title,
    shortDescription: trip.shortDescription,
    description: trip.description,
    heroImageUrl: trip.heroImageUrl ?? images[0] ?? null,
    gallery: images,
    country: place.country,
    city: place.city,
    region: row.destination.region,
    continent: row.destination.continent,
    categorySlug: row.category,
    durationDays: trip.durationDays,
    difficulty: trip.difficulty,
    tags: trip.tags,
    basePriceCents: trip.basePriceCents,
    currency: trip.currency,
    rating: trip.rating,
    reviewsCount: trip.reviewsCount,
    isPublic,
    contentLocales: isPublic ? contentLocalesOf(locales[0]?.translated) : ["es"],
    itinerary: itinerary.map((d) => ({
      day: d.dayNumber,
      title: d.title,
      description: d.description,
      imageUrl: d.imageUrl,
      activities: d.activities,
    })),
    included: inclusions[0]?.includedItems ?? [],
    excluded: inclusions[0]?.excludedItems ?? [],
    faqs,
    departures: departures.map((d) => ({
      id: d.id,
      startDate: d.startDate,
      endDate: d.endDate,
      priceCents: d.priceCents,
      currency: d.currency,
      maxParticipants: d.maxParticipants,
      currentParticipants: d.currentParticipants,
      minParticipants: d.minParticipants,
      status: d.status,
      publishedAt: d.createdAt,
    })),
    tropleader: {
      id: leader.id,
      name: leader.name,
      avatarUrl: leader.image,
      bio: leaderBio.value,
      bioShown: { lang: leaderBio.lang, machine: leaderBio.machine },
      location: profile?.location ?? null,
      experienceYears: profile?.experienceYears ?? null,
      languages: profile?.languages.length ? profile.languages : leader.languages,
      rating: profile?.rating ?? 0,
      reviewsCount: profile?.reviewsCount ?? 0,
      tripsCompleted: completed.get(trip.tropleaderId) ?? 0,
      isIdentityVerified: leader.isIdentityVerified,
    },
    reviews: reviewRows,
  };
  return localizeTripText(detail, translation, locale);
}
