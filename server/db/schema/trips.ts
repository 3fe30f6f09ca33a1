import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { TripTranslationContent } from "#core/content/trip-text";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Spanish name from the spec (Surf, Buceo, …); translations live in the locale files keyed by slug. */
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const destinations = pgTable(
  "destinations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    region: text("region"),
    /** One of core/constants CONTINENTS keys: europa, america, asia, africa, oceania. */
    continent: text("continent").notNull(),
    /**
     * Lower-cased, accent-free "country city region" in Spanish, then the English country name and city exonym
     * (issue 34), written by the service (core/content/destination-search-text.ts).
     */
    searchText: text("search_text").notNull(),
  },
  (t) => [
    unique("destinations_country_city_unique").on(t.country, t.city),
    index("destinations_continent_idx").on(t.continent),
    index("destinations_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const trips = pgTable(
  "trips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tropleaderId: uuid("tropleader_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    destinationId: uuid("destination_id")
      .notNull()
      .references(() => destinations.id),
    durationDays: integer("duration_days").notNull(),
    difficulty: text("difficulty", { enum: ["easy", "moderate", "challenging"] })
      .notNull()
      .default("moderate"),
    maxParticipants: integer("max_participants").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: ["draft", "pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    heroImageUrl: text("hero_image_url"),
    rating: doublePrecision("rating").notNull().default(0),
    reviewsCount: integer("reviews_count").notNull().default(0),
    approvedAt: tstz("approved_at"),
    /** Why the team rejected the trip (shown to its tropleader); cleared when it is approved. */
    rejectionReason: text("rejection_reason"),
    /** The wizard draft this trip was made from: a second "Crear Viaje" of the same draft finds it, never a twin. */
    createdFromDraft: uuid("created_from_draft").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("trips_duration_range", sql`${t.durationDays} between 1 and 30`),
    check("trips_participants_range", sql`${t.maxParticipants} between 2 and 20`),
    check("trips_base_price_min", sql`${t.basePriceCents} >= 10000`),
    check("trips_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    index("trips_status_category_idx").on(t.status, t.categoryId),
    // The explore search's bounded count (which also lists the ids when there are few) with a category, or a
    // continent or destination: the public candidates of that category (or those destinations), narrowed by the
    // difficulty, with their destination, category, leader and id from the index alone, no table rows (issue 37).
    index("trips_approved_category_idx")
      .on(t.categoryId, t.difficulty, t.destinationId, t.tropleaderId, t.id)
      .where(sql`${t.status} = 'approved'`),
    index("trips_approved_destination_idx")
      .on(t.destinationId, t.difficulty, t.categoryId, t.tropleaderId, t.id)
      .where(sql`${t.status} = 'approved'`),
    // The explore sorts (doc 1 §5) walk these in order and stop after a page; each carries the popularity
    // tie-breakers of listTrips so no sort step is needed.
    index("trips_status_popularity_idx").on(
      t.status,
      t.rating.desc(),
      t.reviewsCount.desc(),
      t.createdAt.desc(),
      t.id,
    ),
    index("trips_status_duration_asc_idx").on(
      t.status,
      t.durationDays,
      t.rating.desc(),
      t.reviewsCount.desc(),
      t.createdAt.desc(),
      t.id,
    ),
    index("trips_status_duration_desc_idx").on(
      t.status,
      t.durationDays.desc(),
      t.rating.desc(),
      t.reviewsCount.desc(),
      t.createdAt.desc(),
      t.id,
    ),
    index("trips_destination_idx").on(t.destinationId),
    index("trips_tropleader_idx").on(t.tropleaderId),
    // Reembolsos finds bookings by any part of their trip's title (issue 37, pg_trgm).
    index("trips_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * A trip being written in the create-trip wizard (doc 2 §4 "draft", made real): what the tropleader typed so
 * far, step by step, unvalidated (core/schemas/trip-wizard.ts tripDraftSchema caps its size). It becomes a
 * trip, in one transaction that also deletes it, when the last step is sent. Kept apart from `trips` because a
 * half-written trip satisfies none of that table's constraints and must never reach a public query.
 */
export const tripDrafts = pgTable(
  "trip_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tropleaderId: uuid("tropleader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The wizard's fields as typed (TripDraftData). */
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    /** The step the tropleader was on (1-4), where "continue" opens the wizard again. */
    step: integer("step").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("trip_drafts_step_range", sql`${t.step} between 1 and 4`),
    index("trip_drafts_tropleader_idx").on(t.tropleaderId, t.updatedAt),
  ],
);

export const tripItinerary = pgTable(
  "trip_itinerary",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    activities: text("activities").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [unique("trip_itinerary_day_unique").on(t.tripId, t.dayNumber)],
);

export const tripInclusions = pgTable("trip_inclusions", {
  tripId: uuid("trip_id")
    .primaryKey()
    .references(() => trips.id, { onDelete: "cascade" }),
  includedItems: text("included_items").array().notNull().default(sql`'{}'::text[]`),
  excludedItems: text("excluded_items").array().notNull().default(sql`'{}'::text[]`),
});

export const tripFaqs = pgTable(
  "trip_faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("trip_faqs_trip_idx").on(t.tripId, t.sortOrder)],
);

export const tripGallery = pgTable(
  "trip_gallery",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isHero: boolean("is_hero").notNull().default(false),
  },
  (t) => [index("trip_gallery_trip_idx").on(t.tripId, t.sortOrder)],
);

/**
 * A trip's texts in a language other than Spanish (issue 34, docs/decisions/0034-trip-content-languages.md): one row
 * per trip and locale, each translated section (core/content/trip-text.ts TripTranslationContent) a key of
 * `content`, absent until saved. A third language is new rows, never a new column. Visitors read a row only when
 * the trip is public and the row is approved; `machine_sections` lists the sections saved unchanged from a
 * machine draft (shown as such).
 */
export const tripTranslations = pgTable(
  "trip_translations",
  {
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    content: jsonb("content").$type<TripTranslationContent>().notNull().default({}),
    machineSections: text("machine_sections").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: ["approved", "pending", "rejected"] })
      .notNull()
      .default("approved"),
    /** Why the team rejected this language's version (shown to the tropleader); cleared when approved. */
    rejectionReason: text("rejection_reason"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.locale] }),
    check("trip_translations_locale", sql`${t.locale} <> 'es'`),
    index("trip_translations_status_idx").on(t.status).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What the translation provider last drafted for one section (issue 34), so the server, not the browser,
 * tells a draft saved unchanged ('Traducción automática'): the sha256 of the section as its schema reads it.
 * Owner: a trip (`trip`, trip id), a wizard before the trip exists (`wizard`, the guide's id) or a guide's
 * profile texts (`profile`, the guide's id). Only the latest draft per section; rows older than
 * MACHINE_DRAFT_TTL_DAYS are purged by a periodic task.
 */
export const translationMachineDrafts = pgTable(
  "translation_machine_drafts",
  {
    ownerKind: text("owner_kind", { enum: ["trip", "wizard", "profile"] }).notNull(),
    ownerId: uuid("owner_id").notNull(),
    locale: text("locale").notNull(),
    section: text("section").notNull(),
    digest: text("digest").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKind, t.ownerId, t.locale, t.section] }),
    index("translation_machine_drafts_created_idx").on(t.createdAt),
  ],
);

/**
 * Departures. current_participants counts confirmed seats plus seats held by unexpired pending_payment
 * bookings and by open waitlist offers; the CHECK makes overselling impossible whatever the code does.
 */
export const tripDepartures = pgTable(
  "trip_departures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    maxParticipants: integer("max_participants").notNull(),
    currentParticipants: integer("current_participants").notNull().default(0),
    /** Minimum group for the departure to be guaranteed (product brief: departure status). */
    minParticipants: integer("min_participants").notNull().default(4),
    /** When its paid travellers first reached the minimum (the "guaranteed" email goes out once). */
    guaranteedAt: tstz("guaranteed_at"),
    /** Days before the start when, still below its minimum, its tropleader is asked to confirm or cancel it. */
    confirmDeadlineDays: integer("confirm_deadline_days").notNull().default(21),
    /** When the tropleader was asked (once), and when they confirmed it would run anyway. */
    confirmationRequestedAt: tstz("confirmation_requested_at"),
    confirmedByGuideAt: tstz("confirmed_by_guide_at"),
    status: text("status", { enum: ["available", "full", "cancelled"] })
      .notNull()
      .default("available"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "departures_seats_within_capacity",
      sql`${t.currentParticipants} >= 0 and ${t.currentParticipants} <= ${t.maxParticipants}`,
    ),
    check("departures_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("departures_price_positive", sql`${t.priceCents} > 0`),
    index("departures_trip_start_idx").on(t.tripId, t.startDate),
    // The explore search's month filter probes it once per candidate trip, from the index alone (issue 37).
    index("departures_open_trip_start_idx").on(t.tripId, t.startDate).where(sql`${t.status} <> 'cancelled'`),
    index("departures_start_idx").on(t.startDate),
  ],
);

/**
 * What the explore sorts read of a trip's departures (docs/decisions/0012-catalogue-search.md): the first departure
 * still to come and the cheapest of them (not cancelled; full ones count, as on the card), computed on
 * `computed_on`. Exact for every day from computed_on to next_departure_date, since no departure starts in
 * between: the departure and trip writers (and the review writer, for the copied popularity keys) rewrite it in
 * their transaction (refreshTripDepartureSummaries) and a periodic task recomputes the rows whose next departure
 * has passed. One row per trip.
 */
export const tripDepartureSummaries = pgTable(
  "trip_departure_summaries",
  {
    tripId: uuid("trip_id")
      .primaryKey()
      .references(() => trips.id, { onDelete: "cascade" }),
    nextDepartureDate: date("next_departure_date", { mode: "string" }),
    /** Per-person price of the cheapest not-cancelled departure still to come (null: none). */
    minPriceCents: integer("min_price_cents"),
    /** The card price: minPriceCents, else the trip's base price (the key of both price sorts). */
    sortPriceCents: integer("sort_price_cents").notNull(),
    computedOn: date("computed_on", { mode: "string" }).notNull(),
    // Copies of the trip's popularity keys, the tie-breakers of every sort, so each index below holds a whole
    // ORDER BY (many trips share a next date or a price): the same writers, and the review writer, copy them.
    rating: doublePrecision("rating").notNull(),
    reviewsCount: integer("reviews_count").notNull(),
    tripCreatedAt: tstz("trip_created_at").notNull(),
  },
  (t) => [
    // listTrips walks these in order and stops after the page (docs/decisions/0012-catalogue-search.md).
    index("trip_departure_summaries_price_asc_idx").on(
      t.sortPriceCents,
      t.rating.desc(),
      t.reviewsCount.desc(),
      t.tripCreatedAt.desc(),
      t.tripId,
    ),
    index("trip_departure_summaries_price_desc_idx").on(
      t.sortPriceCents.desc(),
      t.rating.desc(),
      t.reviewsCount.desc(),
      t.tripCreatedAt.desc(),
      t.tripId,
    ),
    index("trip_departure_summaries_next_idx").on(
      t.nextDepartureDate,
      t.rating.desc(),
      t.reviewsCount.desc(),
      t.tripCreatedAt.desc(),
      t.tripId,
    ),
    index("trip_departure_summaries_computed_idx").on(t.computedOn),
  ],
);

export const wishlists = pgTable(
  "wishlists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [unique("wishlists_user_trip_unique").on(t.userId, t.tripId)],
);

/** Trip page views, for real conversion figures. */
export const tripViews = pgTable(
  "trip_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    viewerId: uuid("viewer_id"),
    /** A salted hash of the visitor, so repeated reloads count once per day without storing an address. */
    visitorHash: text("visitor_hash").notNull(),
    viewedOn: date("viewed_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("trip_views_daily_unique").on(t.tripId, t.visitorHash, t.viewedOn),
    index("trip_views_trip_idx").on(t.tripId, t.viewedOn),
  ],
);

/** Documents a tropleader shares with the booked travellers of a trip or one departure (PDF, private). */
export const tripDocuments = pgTable(
  "trip_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tripId: uuid("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    departureId: uuid("departure_id").references(() => tripDepartures.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").notNull(),
    title: text("title").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("trip_documents_trip_idx").on(t.tripId)],
);

/**
 * Waitlist on a full departure (issue 14), in order of joining. waiting → offered (the freed seats are held for
 * the traveller until offered_until: seats_held, counted in the departure's current_participants) → converted
 * (they started the checkout with those seats) | expired (24 h passed) | cancelled (they left or declined, or the
 * departure was cancelled). One row per traveller and departure; joining again goes to the back of the line.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tripDepartures.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    participants: integer("participants").notNull().default(1),
    status: text("status", { enum: ["waiting", "offered", "converted", "expired", "cancelled"] })
      .notNull()
      .default("waiting"),
    seatsHeld: boolean("seats_held").notNull().default(false),
    offeredUntil: tstz("offered_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.userId] }),
    check("waitlist_participants", sql`${t.participants} between 1 and 20`),
    check("waitlist_offer_holds", sql`not ${t.seatsHeld} or ${t.status} = 'offered'`),
    index("waitlist_line_idx")
      .on(t.departureId, t.createdAt)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_offers_due_idx").on(t.offeredUntil).where(sql`${t.status} = 'offered'`),
    index("waitlist_user_idx").on(t.userId),
  ],
);

/**
 * Reminders a tropleader schedules for one departure (issue 11): the text goes to the departure's group
 * conversation and by email to its confirmed travellers at send_at. scheduled → sent (once: a conditional
 * update claims it), or cancelled by the guide, or skipped when the departure was cancelled meanwhile.
 */
export const departureReminders = pgTable(
  "departure_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tripDepartures.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    daysBefore: integer("days_before").notNull(),
    message: text("message").notNull(),
    /** The same reminder in English (issue 34), sent to travellers whose account is in English; else Spanish. */
    messageEn: text("message_en"),
    sendAt: tstz("send_at").notNull(),
    status: text("status", { enum: ["scheduled", "sent", "cancelled", "skipped"] })
      .notNull()
      .default("scheduled"),
    sentAt: tstz("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("departure_reminders_days", sql`${t.daysBefore} between 0 and 60`),
    check("departure_reminders_message", sql`char_length(${t.message}) between 1 and 2000`),
    check(
      "departure_reminders_message_en",
      sql`${t.messageEn} is null or char_length(${t.messageEn}) between 1 and 2000`,
    ),
    index("departure_reminders_due_idx").on(t.sendAt).where(sql`${t.status} = 'scheduled'`),
    index("departure_reminders_departure_idx").on(t.departureId),
  ],
);
