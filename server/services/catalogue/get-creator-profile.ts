import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { pickSection } from "#core/content/pick-content";
import { platformToday } from "#core/rules/platform-calendar";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { tropleaderGallery, tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadProfileTranslation } from "../tropleader-profile/load-profile-translation.ts";
import { computeResponseTime, type ResponseTime } from "./compute-response-time.ts";
import { countTripsCompleted } from "./count-trips-completed.ts";
import { localizeProfileText, type ProfileTextShown } from "./localize-profile-text.ts";
import { type PublicReview, publicReviewColumns } from "./public-review.ts";
import {
  cardColumns,
  cardFrom,
  cardTextColumns,
  isPublicTrip,
  type TripCard,
  type TripCardRow,
  toTripCard,
} from "./trip-card-sql.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROFILE_REVIEWS = 20;
const GALLERY_MAX = 24;

export type CreatorProfile = {
  id: string;
  name: string;
  avatarUrl: string | null;
  coverImageUrl: string | null;
  location: string | null;
  experienceYears: number | null;
  joinedYear: number;
  /** Current year minus the join year (doc 1 §9). */
  yearsOnPlatform: number;
  rating: number;
  reviewsCount: number;
  tripsCompleted: number;
  responseTime: ResponseTime;
  /** In the reader's language when the guide wrote it in it, else Spanish: `profileText` says which (issue 34). */
  bio: string | null;
  presentation: string | null;
  profileText: {
    bio: Omit<ProfileTextShown["bio"], "value">;
    presentation: Omit<ProfileTextShown["bio"], "value">;
  };
  specialties: string[];
  /** Never the supporting document: that one is for the guide and admins only. */
  certifications: { name: string; issuer: string | null; year: number | null }[];
  languages: string[];
  isIdentityVerified: boolean;
  activeTrips: TripCard[];
  gallery: string[];
  reviews: (PublicReview & {
    /** In the reader's language when the trip is public with an approved version in it, else Spanish. */
    tripTitle: string;
    tripTitleLang: ContentLocale;
    tripSlug: string;
  })[];
};

/** The public creator page (doc 1 §2). Unknown ids and tropleaders who are not approved are not found. */
export async function getCreatorProfile(
  db: DbOrTx,
  id: string,
  now: Date = new Date(),
  locale: Locale = "es",
): Promise<CreatorProfile> {
  if (!UUID.test(id)) throw new AppError("not_found", "catalogue:errors.creatorNotFound");
  const [row] = await db
    .select({ user: users, profile: tropleaderProfiles })
    .from(users)
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, id),
        eq(users.role, "tropleader"),
        eq(users.isApproved, true),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", "catalogue:errors.creatorNotFound");
  const { user, profile } = row;
  const today = platformToday(now);

  const [activeRows, ownGallery, tripImages, reviewRows, completed, responseTime, translation] =
    await Promise.all([
      queryRows<TripCardRow>(
        db,
        sql`select ${cardColumns}, ${cardTextColumns(locale)} from ${cardFrom(today, locale)}
        where ${isPublicTrip} and t.tropleader_id = ${id}::uuid
        order by nd.next_start asc nulls last, t.rating desc, t.id`,
      ),
      db
        .select({ imageUrl: tropleaderGallery.imageUrl })
        .from(tropleaderGallery)
        .where(eq(tropleaderGallery.userId, id))
        .orderBy(asc(tropleaderGallery.sortOrder)),
      // The creator's own gallery first, then photos of their public trips, so the slider is never empty.
      queryRows<{ image_url: string }>(
        db,
        sql`select g.image_url from trip_gallery g join trips t on t.id = g.trip_id
        where t.tropleader_id = ${id}::uuid and t.status = 'approved'
        order by t.rating desc, t.id, g.sort_order limit ${GALLERY_MAX}`,
      ),
      db
        .select({
          ...publicReviewColumns,
          tripTitle: trips.title,
          translatedTripTitle: sql<string | null>`${tripTranslations.content} #>> '{basics,title}'`,
          tripSlug: trips.slug,
          userName: users.name,
          userAvatarUrl: users.image,
          userCountry: users.country,
          userVerified: users.isIdentityVerified,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(trips, eq(trips.id, reviews.tripId))
        // The trip's title in the reader's language (issue 34), by the translation's primary key, only while
        // the trip is public (its guide, this creator, was checked above) as loadVisibleTripTranslation.
        .leftJoin(
          tripTranslations,
          and(
            eq(tripTranslations.tripId, trips.id),
            eq(tripTranslations.locale, locale),
            eq(tripTranslations.status, "approved"),
            eq(trips.status, "approved"),
          ),
        )
        // Reviews an admin hid (issue 35) are not shown anywhere.
        .where(and(eq(reviews.tropleaderId, id), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .limit(PROFILE_REVIEWS),
      countTripsCompleted(db, [id], now),
      computeResponseTime(db, id, now),
      loadProfileTranslation(db, id, locale),
    ]);
  const text = localizeProfileText(
    { bio: user.bio, presentation: profile?.tropleaderPresentation ?? null },
    translation,
    locale,
  );

  const gallery = [...new Set([...ownGallery.map((g) => g.imageUrl), ...tripImages.map((g) => g.image_url)])];
  const joinedYear = user.createdAt.getUTCFullYear();
  return {
    id: user.id,
    name: user.name,
    avatarUrl: user.image,
    coverImageUrl: profile?.coverImageUrl ?? activeRows[0]?.hero_image_url ?? null,
    location: profile?.location ?? null,
    experienceYears: profile?.experienceYears ?? null,
    joinedYear,
    yearsOnPlatform: now.getUTCFullYear() - joinedYear,
    rating: profile?.rating ?? 0,
    reviewsCount: profile?.reviewsCount ?? 0,
    tripsCompleted: completed.get(id) ?? 0,
    responseTime,
    bio: text.bio.value,
    presentation: text.presentation.value,
    profileText: {
      bio: { lang: text.bio.lang, machine: text.bio.machine },
      presentation: { lang: text.presentation.lang, machine: text.presentation.machine },
    },
    specialties: profile?.specialties ?? [],
    certifications: (profile?.certifications ?? []).map(({ name, issuer, year }) => ({ name, issuer, year })),
    languages: profile?.languages.length ? profile.languages : user.languages,
    isIdentityVerified: user.isIdentityVerified,
    activeTrips: activeRows.map((r) => toTripCard(r, locale)),
    gallery: gallery.slice(0, GALLERY_MAX),
    reviews: reviewRows.map(({ translatedTripTitle, ...r }) => {
      const shown = pickSection(r.tripTitle, translatedTripTitle || undefined, locale, false);
      return { ...r, tripTitle: shown.value, tripTitleLang: shown.lang };
    }),
  };
}
