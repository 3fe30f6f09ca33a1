/**
 * Data factories shared by the demo seed and every test: each one writes complete, consistent rows (a user
 * with a credential account usable by better-auth, a trip with its departures, a booking that holds its
 * seats, a review that updates the ratings) so tests exercise the same shapes the product shows.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { CATEGORIES, type CategorySlug, type ContinentKey, type Difficulty } from "#core/constants/catalogue";
import { DEFAULT_COMMISSION_RATE } from "#core/constants/limits";
import { BOOKING_STATES } from "#core/rules/booking-life-cycle";
import { generateBookingReference } from "#core/rules/booking-reference";
import { splitCommission } from "#core/rules/commission";
import { platformDateFromToday, platformToday } from "#core/rules/platform-calendar";
import { slugify } from "#core/rules/text";
import type { DbOrTx } from "../db/client.ts";
import { bookings, type EmergencyContact, ledgerEntries, payments, reviews } from "../db/schema/bookings.ts";
import {
  categories,
  destinations,
  tripDepartures,
  tripFaqs,
  tripGallery,
  tripInclusions,
  tripItinerary,
  trips,
} from "../db/schema/trips.ts";
import { accounts, tropleaderGallery, tropleaderProfiles, users } from "../db/schema/users.ts";
import { refreshTripDepartureSummaries } from "../services/catalogue/refresh-trip-departure-summary.ts";
import { tripImageUrls } from "./demo/demo-images.ts";

/** The password of every demo account (and the default of test users). */
export const DEMO_PASSWORD = "tropa1234";
/**
 * better-auth's scrypt hash of DEMO_PASSWORD (salt:key). Precomputed because scrypt costs ~75 ms per call,
 * which would dominate seeding and test set-up; factories.test.ts checks that it still verifies.
 */
export const DEMO_PASSWORD_HASH =
  "81769c8f29dfb3dc3e9d4caa0b80ef2a:90bc80fd91e584961e23f1dc6791341598de1e3b148728275f77a51ebb62ca4169f0672ebc711e1fcef4a7cc7b7139d9539a4a8d9145b2b2aa287d0ea3c59781";

export type UserRow = typeof users.$inferSelect;
export type TropleaderProfileRow = typeof tropleaderProfiles.$inferSelect;
export type TripRow = typeof trips.$inferSelect;
export type DepartureRow = typeof tripDepartures.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

const shortId = () => randomBytes(4).toString("hex");

// ---------------------------------------------------------------------------------------------- users

export type CreateUserInput = Partial<typeof users.$inferInsert> & {
  /** Plain password to hash (default: DEMO_PASSWORD, whose hash is precomputed). */
  password?: string;
  /** An already computed better-auth hash (wins over password). */
  passwordHash?: string;
};

/** A user with a better-auth credential account (providerId "credential", accountId = user id). */
export async function createUser(db: DbOrTx, input: CreateUserInput = {}): Promise<UserRow> {
  const [user] = await createUsers(db, [input]);
  return user!;
}

/** Several users (and their credential accounts) in two statements. */
export async function createUsers(db: DbOrTx, inputs: CreateUserInput[]): Promise<UserRow[]> {
  if (!inputs.length) return [];
  const prepared = await Promise.all(
    inputs.map(async ({ password, passwordHash, ...overrides }) => ({
      hash:
        passwordHash ??
        (password === undefined || password === DEMO_PASSWORD
          ? DEMO_PASSWORD_HASH
          : await hashPassword(password)),
      values: {
        name: "Test User",
        email: `user-${shortId()}@example.test`,
        emailVerified: true,
        // An adult (doc 1 terms), so every factory user may book; a test that needs none passes null.
        birthDate: "1990-04-12",
        ...overrides,
        id: overrides.id ?? randomUUID(),
      },
    })),
  );
  const created = await db
    .insert(users)
    .values(prepared.map((p) => p.values))
    .returning();
  await db.insert(accounts).values(
    prepared.map((p) => ({
      userId: p.values.id,
      accountId: p.values.id,
      providerId: "credential",
      password: p.hash,
    })),
  );
  // returning() follows the insert order on PostgreSQL, but the callers index by input: make it explicit.
  const byId = new Map(created.map((u) => [u.id, u]));
  return prepared.map((p) => byId.get(p.values.id)!);
}

// ---------------------------------------------------------------------------------------------- tropleaders

export type CreateTropleaderInput = Omit<CreateUserInput, "role"> & {
  /** Profile columns (location, specialties, presentation, …). */
  profile?: Partial<Omit<typeof tropleaderProfiles.$inferInsert, "userId">>;
  /** Public gallery image URLs, in order. */
  gallery?: string[];
};

export type CreatedTropleader = UserRow & { profile: TropleaderProfileRow };

/**
 * A tropleader: role tropleader plus the tropleader_profiles row. Approved and identity-verified by default
 * (able to publish); pass isApproved / isIdentityVerified false for an applicant.
 */
export async function createTropleader(
  db: DbOrTx,
  input: CreateTropleaderInput = {},
): Promise<CreatedTropleader> {
  const [created] = await createTropleaders(db, [input]);
  return created!;
}

/** Several tropleaders in four statements (users, accounts, profiles, gallery). */
export async function createTropleaders(
  db: DbOrTx,
  inputs: CreateTropleaderInput[],
): Promise<CreatedTropleader[]> {
  if (!inputs.length) return [];
  const created = await createUsers(
    db,
    inputs.map(({ profile: _profile, gallery: _gallery, ...userInput }) => {
      const isApproved = userInput.isApproved ?? true;
      const isIdentityVerified = userInput.isIdentityVerified ?? true;
      return {
        name: "Test Tropleader",
        email: `tropleader-${shortId()}@example.test`,
        identityStatus: isIdentityVerified ? ("verified" as const) : ("none" as const),
        ...userInput,
        role: "tropleader" as const,
        isApproved,
        isIdentityVerified,
      };
    }),
  );
  const profiles = await db
    .insert(tropleaderProfiles)
    .values(
      inputs.map((input, i) => ({
        approvedAt: created[i]!.isApproved ? new Date() : null,
        ...input.profile,
        userId: created[i]!.id,
      })),
    )
    .returning();
  const galleryRows = inputs.flatMap((input, i) =>
    (input.gallery ?? []).map((imageUrl, n) => ({ userId: created[i]!.id, imageUrl, sortOrder: n })),
  );
  if (galleryRows.length) await db.insert(tropleaderGallery).values(galleryRows);
  const profileByUser = new Map(profiles.map((p) => [p.userId, p]));
  return created.map((user) => ({ ...user, profile: profileByUser.get(user.id)! }));
}

// ---------------------------------------------------------------------------------------------- catalogue

/** Category ids by slug, inserting the spec's nine categories the first time. */
export async function ensureCategories(db: DbOrTx): Promise<Map<string, string>> {
  let rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  if (rows.length < CATEGORIES.length) {
    await db
      .insert(categories)
      .values(CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, sortOrder: i })))
      .onConflictDoNothing();
    rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  }
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The id of a category by slug. */
export async function ensureCategory(db: DbOrTx, slug: CategorySlug): Promise<string> {
  const id = (await ensureCategories(db)).get(slug);
  if (!id) throw new Error(`unknown category ${slug}`);
  return id;
}

export type DestinationInput = {
  country: string;
  city: string;
  region?: string | null;
  continent: ContinentKey;
};

const destinationKey = (d: { country: string; city: string }) => `${d.country}\u0000${d.city}`;

/**
 * Destination ids keyed by country + city (unique), creating the missing ones with their accent-free search
 * text in both languages (searchTextOfDestination).
 */
export async function ensureDestinations(db: DbOrTx, list: DestinationInput[]): Promise<Map<string, string>> {
  const unique = [...new Map(list.map((d) => [destinationKey(d), d])).values()];
  if (!unique.length) return new Map();
  // Loaded here, not at the top: the seed is part of the server's start-up, the country list is not needed there.
  const { searchTextOfDestination } = await import("../services/trips/destination-search-text.ts");
  await db
    .insert(destinations)
    .values(
      unique.map((d) => ({
        country: d.country,
        city: d.city,
        region: d.region ?? null,
        continent: d.continent,
        searchText: searchTextOfDestination(d),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: destinations.id, country: destinations.country, city: destinations.city })
    .from(destinations)
    .where(
      inArray(
        destinations.country,
        unique.map((d) => d.country),
      ),
    );
  return new Map(rows.map((r) => [destinationKey(r), r.id]));
}

/** The id of a destination, created if new. */
export async function ensureDestination(db: DbOrTx, d: DestinationInput): Promise<string> {
  return (await ensureDestinations(db, [d])).get(destinationKey(d))!;
}

// ---------------------------------------------------------------------------------------------- trips

export type DepartureInput = {
  startDate: string;
  endDate: string;
  priceCents: number;
  maxParticipants: number;
  /** Seats already taken without booking rows (tests); prefer createBooking, which keeps the count itself. */
  currentParticipants?: number;
  minParticipants?: number;
  status?: "available" | "full" | "cancelled";
};

export type ItineraryDayInput = {
  title: string;
  description: string;
  imageUrl?: string | null;
  activities?: string[];
};

export type CreateTripInput = {
  tropleaderId: string;
  title?: string;
  slug?: string;
  shortDescription?: string;
  description?: string;
  /** Category slug (default surf); or categoryId directly. */
  category?: CategorySlug;
  categoryId?: string;
  destination?: DestinationInput;
  destinationId?: string;
  durationDays?: number;
  difficulty?: Difficulty;
  maxParticipants?: number;
  basePriceCents?: number;
  currency?: string;
  tags?: string[];
  status?: "draft" | "pending" | "approved" | "rejected";
  approvedAt?: Date | null;
  createdAt?: Date;
  itinerary?: ItineraryDayInput[];
  included?: string[];
  excluded?: string[];
  faqs?: { question: string; answer: string }[];
  /** Image URLs; the first is the hero. */
  gallery?: string[];
  departures?: DepartureInput[];
};

export type CreatedTrip = TripRow & { departures: DepartureRow[] };

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** An ISO calendar date `days` from today (UTC), for departures relative to the run date. */
/** A calendar date `days` from today in the platform's calendar (Madrid), the "today" every rule uses. */
export function isoDateFromToday(days: number, today = new Date()): string {
  return platformDateFromToday(days, today);
}

const DEFAULT_DESTINATION: DestinationInput = {
  country: "Portugal",
  city: "Peniche",
  region: "Centro",
  continent: "europa",
};
const DEFAULT_ITINERARY: ItineraryDayInput[] = [
  { title: "Llegada y bienvenida", description: "Recepción del grupo, presentación y cena de bienvenida." },
  { title: "Día de actividad", description: "Jornada completa de actividad con el tropleader y el grupo." },
];

/** A complete trip (approved by default) with itinerary, inclusions, FAQs, gallery and departures. */
export async function createTrip(db: DbOrTx, input: CreateTripInput): Promise<CreatedTrip> {
  const [trip] = await createTrips(db, [input]);
  return trip!;
}

/** Several complete trips in a handful of statements (one per table). */
export async function createTrips(db: DbOrTx, inputs: CreateTripInput[]): Promise<CreatedTrip[]> {
  if (!inputs.length) return [];
  const categoryIds = inputs.every((i) => i.categoryId)
    ? new Map<string, string>()
    : await ensureCategories(db);
  const destinationIds = await ensureDestinations(
    db,
    inputs.filter((i) => !i.destinationId).map((i) => i.destination ?? DEFAULT_DESTINATION),
  );
  const prepared = inputs.map((input) => {
    const title = input.title ?? `Viaje de prueba ${shortId()}`;
    const status = input.status ?? "approved";
    const gallery = input.gallery ?? tripImageUrls("surf-ericeira").slice(0, 3);
    const itinerary = input.itinerary ?? DEFAULT_ITINERARY;
    const durationDays = input.durationDays ?? itinerary.length;
    const maxParticipants = input.maxParticipants ?? 12;
    const basePriceCents = input.basePriceCents ?? 99000;
    const categoryId = input.categoryId ?? categoryIds.get(input.category ?? "surf");
    if (!categoryId) throw new Error(`unknown category ${input.category}`);
    const values = {
      id: randomUUID(),
      tropleaderId: input.tropleaderId,
      title,
      slug: input.slug ?? `${slugify(title)}-${shortId()}`,
      shortDescription:
        input.shortDescription ??
        "Una semana de viaje en grupo pequeño con guía experto y alojamiento incluido.",
      description:
        input.description ??
        "Un viaje en grupo pensado para quien quiere aprender y disfrutar sin preocuparse de la logística. " +
          "El tropleader organiza el alojamiento, las actividades diarias y los traslados, y el grupo se " +
          "mantiene pequeño para que cada viajero reciba atención personal durante toda la experiencia.",
      categoryId,
      destinationId:
        input.destinationId ?? destinationIds.get(destinationKey(input.destination ?? DEFAULT_DESTINATION))!,
      durationDays,
      difficulty: input.difficulty ?? ("moderate" as const),
      maxParticipants,
      basePriceCents,
      currency: input.currency ?? "EUR",
      tags: input.tags ?? ["Aventura"],
      status,
      heroImageUrl: gallery[0] ?? null,
      approvedAt:
        input.approvedAt !== undefined ? input.approvedAt : status === "approved" ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    };
    const departures = input.departures ?? [
      {
        startDate: isoDateFromToday(60),
        endDate: isoDateFromToday(60 + durationDays - 1),
        priceCents: basePriceCents,
        maxParticipants,
      },
    ];
    return { input, values, gallery, itinerary, departures };
  });

  const created = await db
    .insert(trips)
    .values(prepared.map((p) => p.values))
    .returning();
  await db.insert(tripItinerary).values(
    prepared.flatMap((p) =>
      p.itinerary.map((day, i) => ({
        tripId: p.values.id,
        dayNumber: i + 1,
        title: day.title,
        description: day.description,
        imageUrl: day.imageUrl ?? null,
        activities: day.activities ?? [],
      })),
    ),
  );
  await db.insert(tripInclusions).values(
    prepared.map((p) => ({
      tripId: p.values.id,
      includedItems: p.input.included ?? ["Alojamiento", "Tropleader durante todo el viaje"],
      excludedItems: p.input.excluded ?? ["Vuelos", "Seguro de viaje"],
    })),
  );
  const faqRows = prepared.flatMap((p) =>
    (p.input.faqs ?? []).map((f, i) => ({ tripId: p.values.id, ...f, sortOrder: i })),
  );
  if (faqRows.length) await db.insert(tripFaqs).values(faqRows);
  const galleryRows = prepared.flatMap((p) =>
    p.gallery.map((imageUrl, i) => ({ tripId: p.values.id, imageUrl, sortOrder: i, isHero: i === 0 })),
  );
  if (galleryRows.length) await db.insert(tripGallery).values(galleryRows);
  const departureRows = prepared.flatMap((p) =>
    p.departures.map((d) => {
      const current = d.currentParticipants ?? 0;
      return {
        tripId: p.values.id,
        startDate: d.startDate,
        endDate: d.endDate,
        priceCents: d.priceCents,
        currency: p.values.currency,
        maxParticipants: d.maxParticipants,
        currentParticipants: current,
        minParticipants: d.minParticipants ?? Math.min(4, d.maxParticipants),
        status: d.status ?? (current >= d.maxParticipants ? ("full" as const) : ("available" as const)),
      };
    }),
  );
  const departures = departureRows.length
    ? await db.insert(tripDepartures).values(departureRows).returning()
    : [];
  await refreshTripDepartureSummaries(
    db,
    created.map((t) => t.id),
    platformToday(),
  );
  const byId = new Map(created.map((t) => [t.id, t]));
  return prepared.map((p) => ({
    ...byId.get(p.values.id)!,
    departures: departures
      .filter((d) => d.tripId === p.values.id)
      .sort((a, b) => a.startDate.localeCompare(b.startDate)),
  }));
}

// ---------------------------------------------------------------------------------------------- bookings

export type BookingStatus = BookingRow["status"];

export type CreateBookingInput = {
  userId: string;
  departureId: string;
  participants?: number;
  status?: BookingStatus;
  bookingReference?: string;
  /** Per-person price (default: the departure's price). */
  unitPriceCents?: number;
  commissionRate?: number;
  specialRequests?: string | null;
  emergencyContact?: EmergencyContact | null;
  dietaryRestrictions?: string | null;
  medicalConditions?: string | null;
  locale?: "es" | "en";
  cancellationReason?: string | null;
  /** When the booking was made (default now); confirmation and payment follow a few minutes later. */
  createdAt?: Date;
  completedAt?: Date;
  /** Whether to write a paid payment row for paid bookings (default true). */
  withPayment?: boolean;
};

export type CreatedBooking = BookingRow & { payment: PaymentRow | null };

/**
 * A booking on a departure. Confirmed, completed and pending_payment bookings take their seats with the same
 * conditional update the booking service uses (the CHECK constraint would refuse an oversell anyway); paid
 * ones get the commission split and a paid simulated payment.
 */
export async function createBooking(db: DbOrTx, input: CreateBookingInput): Promise<CreatedBooking> {
  const [booking] = await createBookings(db, [input]);
  return booking!;
}

/** Several bookings in a few statements (the seed's path; same rules as createBooking). */
export async function createBookings(db: DbOrTx, inputs: CreateBookingInput[]): Promise<CreatedBooking[]> {
  if (!inputs.length) return [];
  const departureIds = [...new Set(inputs.map((i) => i.departureId))];
  const departures = new Map(
    (await db.select().from(tripDepartures).where(inArray(tripDepartures.id, departureIds))).map((d) => [
      d.id,
      d,
    ]),
  );
  const seats = new Map<string, number>();
  for (const input of inputs) {
    if (!departures.has(input.departureId)) throw new Error(`departure ${input.departureId} not found`);
    // Seats and money as the life cycle's table says (core/rules/booking-life-cycle.ts).
    if (BOOKING_STATES[input.status ?? "confirmed"].holdsSeats) {
      seats.set(input.departureId, (seats.get(input.departureId) ?? 0) + (input.participants ?? 1));
    }
  }
  if (seats.size) {
    const wanted = sql.join(
      [...seats].map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
      sql`, `,
    );
    const taken = (await db.execute(sql`
      update trip_departures d
      set current_participants = d.current_participants + w.n,
          status = case when d.current_participants + w.n >= d.max_participants then 'full' else d.status end,
          updated_at = now()
      from (values ${wanted}) as w(id, n)
      where d.id = w.id and d.current_participants + w.n <= d.max_participants
      returning d.id`)) as unknown as { rows: unknown[] } | unknown[];
    const count = Array.isArray(taken) ? taken.length : taken.rows.length;
    if (count !== seats.size) throw new Error("a departure has not enough free seats for these bookings");
  }

  const now = Date.now();
  const rows = inputs.map((input) => {
    const departure = departures.get(input.departureId)!;
    const participants = input.participants ?? 1;
    const status = input.status ?? "confirmed";
    const unit = input.unitPriceCents ?? departure.priceCents;
    const total = unit * participants;
    const isPaid = BOOKING_STATES[status].money === "paid";
    const split = isPaid ? splitCommission(total, input.commissionRate ?? DEFAULT_COMMISSION_RATE) : null;
    const createdAt = input.createdAt ?? new Date(now);
    const confirmedAt = isPaid ? new Date(createdAt.getTime() + 4 * 60_000) : null;
    const completedAt =
      status === "completed"
        ? (input.completedAt ?? new Date(`${addDays(departure.endDate, 1)}T10:00:00Z`))
        : null;
    return {
      bookingReference: input.bookingReference ?? generateBookingReference(),
      userId: input.userId,
      tripId: departure.tripId,
      departureId: departure.id,
      participantsCount: participants,
      unitPriceCents: unit,
      totalAmountCents: total,
      currency: departure.currency,
      commissionRate: split?.rate ?? null,
      commissionCents: split?.commissionCents ?? null,
      tropleaderAmountCents: split?.tropleaderCents ?? null,
      status,
      paymentStatus: isPaid
        ? ("paid" as const)
        : status === "cancelled"
          ? ("refunded" as const)
          : ("pending" as const),
      holdExpiresAt: status === "pending_payment" ? new Date(now + 30 * 60_000) : null,
      seatsHeld: BOOKING_STATES[status].holdsSeats,
      specialRequests: input.specialRequests ?? null,
      emergencyContact: input.emergencyContact ?? null,
      dietaryRestrictions: input.dietaryRestrictions ?? null,
      medicalConditions: input.medicalConditions ?? null,
      locale: input.locale ?? ("es" as const),
      cancellationReason: input.cancellationReason ?? null,
      createdAt,
      updatedAt: completedAt ?? confirmedAt ?? createdAt,
      confirmedAt,
      completedAt,
      cancelledAt: status === "cancelled" ? new Date(now) : null,
    };
  });
  const created = await db.insert(bookings).values(rows).returning();

  const paymentRows = created.flatMap((booking, i) =>
    booking.paymentStatus === "paid" && inputs[i]!.withPayment !== false
      ? [
          {
            bookingId: booking.id,
            provider: "simulated" as const,
            providerSessionId: `sim_cs_${randomBytes(12).toString("hex")}`,
            providerPaymentId: `sim_pi_${randomBytes(12).toString("hex")}`,
            amountCents: booking.totalAmountCents,
            currency: booking.currency,
            status: "paid" as const,
            createdAt: booking.createdAt,
            updatedAt: booking.confirmedAt!,
            paidAt: booking.confirmedAt,
          },
        ]
      : [],
  );
  const paid = paymentRows.length ? await db.insert(payments).values(paymentRows).returning() : [];
  const paymentByBooking = new Map(paid.map((p) => [p.bookingId, p]));
  // The ledger of a paid booking, as the checkout writes it: the charge and the platform's commission.
  const entries = created.flatMap((b) => {
    const payment = paymentByBooking.get(b.id);
    if (!payment) return [];
    const base = { bookingId: b.id, currency: b.currency, createdAt: b.confirmedAt ?? b.createdAt };
    return [
      { ...base, kind: "charge" as const, amountCents: payment.amountCents, sourceId: payment.id },
      {
        ...base,
        kind: "commission" as const,
        amountCents: b.commissionCents ?? 0,
        sourceId: `confirm:${b.id}`,
      },
    ].filter((e) => e.amountCents !== 0);
  });
  if (entries.length) await db.insert(ledgerEntries).values(entries);
  return created.map((b) => ({ ...b, payment: paymentByBooking.get(b.id) ?? null }));
}

// ---------------------------------------------------------------------------------------------- reviews

export type CreateReviewInput = {
  bookingId: string;
  rating: number;
  title?: string;
  comment?: string;
  photos?: string[];
  isFeatured?: boolean;
  createdAt?: Date;
};

/** A review of a booking, then the trip's and the tropleader's rating and review count recomputed. */
export async function createReview(db: DbOrTx, input: CreateReviewInput): Promise<ReviewRow> {
  const [review] = await createReviews(db, [input]);
  return review!;
}

/** Several reviews in one insert, then one recomputation of the ratings they touch. */
export async function createReviews(db: DbOrTx, inputs: CreateReviewInput[]): Promise<ReviewRow[]> {
  if (!inputs.length) return [];
  const found = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      tripId: bookings.tripId,
      tropleaderId: trips.tropleaderId,
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(
      inArray(
        bookings.id,
        inputs.map((i) => i.bookingId),
      ),
    );
  const byId = new Map(found.map((b) => [b.id, b]));
  const created = await db
    .insert(reviews)
    .values(
      inputs.map((input) => {
        const booking = byId.get(input.bookingId);
        if (!booking) throw new Error(`booking ${input.bookingId} not found`);
        return {
          userId: booking.userId,
          bookingId: input.bookingId,
          tripId: booking.tripId,
          tropleaderId: booking.tropleaderId,
          rating: input.rating,
          title: input.title ?? "Una experiencia estupenda",
          comment: input.comment ?? "Muy bien organizado, el grupo fue genial y repetiría sin dudarlo.",
          photos: input.photos ?? [],
          isFeatured: input.isFeatured ?? false,
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        };
      }),
    )
    .returning();
  await refreshRatings(db, {
    tripIds: [...new Set(found.map((b) => b.tripId))],
    tropleaderIds: [...new Set(found.map((b) => b.tropleaderId))],
  });
  return created;
}

/** Recomputes rating (mean of reviews, 0 when none) and reviews_count of trips and tropleader profiles. */
export async function refreshRatings(
  db: DbOrTx,
  target: { tripIds: string[]; tropleaderIds: string[] },
): Promise<void> {
  if (target.tripIds.length) {
    await db
      .update(trips)
      .set({
        rating: sql`(select coalesce(avg(r.rating), 0) from reviews r where r.trip_id = ${trips.id})`,
        reviewsCount: sql`(select count(*) from reviews r where r.trip_id = ${trips.id})`,
      })
      .where(inArray(trips.id, target.tripIds));
    await refreshTripDepartureSummaries(db, target.tripIds, platformToday());
  }
  if (target.tropleaderIds.length) {
    await db
      .update(tropleaderProfiles)
      .set({
        rating: sql`(select coalesce(avg(r.rating), 0) from reviews r where r.tropleader_id = ${tropleaderProfiles.userId})`,
        reviewsCount: sql`(select count(*) from reviews r where r.tropleader_id = ${tropleaderProfiles.userId})`,
      })
      .where(inArray(tropleaderProfiles.userId, target.tropleaderIds));
  }
}
