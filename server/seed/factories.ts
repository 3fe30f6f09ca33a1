/**
 * Data factories shared by the demo seed and every test: each one writes complete, consistent rows (a user
 * with a credential account usable by better-auth, a trip with its departures, a booking that holds its
 * seats, a review that updates the ratings) so tests exercise the same shapes the product shows.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { CATEGORIES, type CategorySlug, type ContinentKey, type Difficulty } from "#core/constants/catalogue";
import { DEFAULT_COMMISSION_RATE } from "#core/constants/limits";
import { generateBookingReference } from "#core/rules/booking-reference";
import { splitCommission } from "#core/rules/commission";
import { normalizeSearchText, slugify } from "#core/rules/text";
import type { DbOrTx } from "../db/client.ts";
import { bookings, type EmergencyContact, payments, reviews } from "../db/schema/bookings.ts";
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
  const { password, passwordHash, ...overrides } = input;
  const hash =
    passwordHash ??
    (password === undefined || password === DEMO_PASSWORD
      ? DEMO_PASSWORD_HASH
      : await hashPassword(password));
  const id = overrides.id ?? randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      name: "Test User",
      email: `user-${shortId()}@example.test`,
      emailVerified: true,
      ...overrides,
      id,
    })
    .returning();
  await db.insert(accounts).values({ userId: id, accountId: id, providerId: "credential", password: hash });
  return user!;
}

// ---------------------------------------------------------------------------------------------- tropleaders

export type CreateTropleaderInput = Omit<CreateUserInput, "role"> & {
  /** Profile columns (location, specialties, presentation, …). */
  profile?: Partial<Omit<typeof tropleaderProfiles.$inferInsert, "userId">>;
  /** Public gallery image URLs, in order. */
  gallery?: string[];
};

/**
 * A tropleader: role tropleader plus the tropleader_profiles row. Approved and identity-verified by default
 * (able to publish); pass isApproved / isIdentityVerified false for an applicant.
 */
export async function createTropleader(
  db: DbOrTx,
  input: CreateTropleaderInput = {},
): Promise<UserRow & { profile: TropleaderProfileRow }> {
  const { profile, gallery, ...userInput } = input;
  const isApproved = userInput.isApproved ?? true;
  const isIdentityVerified = userInput.isIdentityVerified ?? true;
  const user = await createUser(db, {
    name: "Test Tropleader",
    email: `tropleader-${shortId()}@example.test`,
    identityStatus: isIdentityVerified ? "verified" : "none",
    ...userInput,
    role: "tropleader",
    isApproved,
    isIdentityVerified,
  });
  const [row] = await db
    .insert(tropleaderProfiles)
    .values({
      approvedAt: isApproved ? new Date() : null,
      ...profile,
      userId: user.id,
    })
    .returning();
  if (gallery?.length) {
    await db
      .insert(tropleaderGallery)
      .values(gallery.map((imageUrl, i) => ({ userId: user.id, imageUrl, sortOrder: i })));
  }
  return { ...user, profile: row! };
}

// ---------------------------------------------------------------------------------------------- catalogue

/** The id of a category by slug, inserting the spec's nine categories the first time. */
export async function ensureCategory(db: DbOrTx, slug: CategorySlug): Promise<string> {
  const found = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (found[0]) return found[0].id;
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ name: c.name, slug: c.slug, sortOrder: i })))
    .onConflictDoNothing();
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`unknown category ${slug}`);
  return row.id;
}

export type DestinationInput = {
  country: string;
  city: string;
  region?: string | null;
  continent: ContinentKey;
};

/** The id of a destination (country + city is unique), created with its accent-free search text if new. */
export async function ensureDestination(db: DbOrTx, d: DestinationInput): Promise<string> {
  const where = and(eq(destinations.country, d.country), eq(destinations.city, d.city));
  const found = await db.select({ id: destinations.id }).from(destinations).where(where);
  if (found[0]) return found[0].id;
  const [row] = await db
    .insert(destinations)
    .values({
      country: d.country,
      city: d.city,
      region: d.region ?? null,
      continent: d.continent,
      searchText: normalizeSearchText([d.country, d.city, d.region ?? ""].join(" ")),
    })
    .onConflictDoNothing()
    .returning({ id: destinations.id });
  if (row) return row.id;
  const [again] = await db.select({ id: destinations.id }).from(destinations).where(where);
  return again!.id;
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
export function isoDateFromToday(days: number, today = new Date()): string {
  return addDays(today.toISOString().slice(0, 10), days);
}

/** A complete trip (approved by default) with itinerary, inclusions, FAQs, gallery and departures. */
export async function createTrip(db: DbOrTx, input: CreateTripInput): Promise<CreatedTrip> {
  const title = input.title ?? `Viaje de prueba ${shortId()}`;
  const durationDays = input.durationDays ?? input.itinerary?.length ?? 5;
  const maxParticipants = input.maxParticipants ?? 12;
  const basePriceCents = input.basePriceCents ?? 99000;
  const status = input.status ?? "approved";
  const categoryId = input.categoryId ?? (await ensureCategory(db, input.category ?? "surf"));
  const destinationId =
    input.destinationId ??
    (await ensureDestination(
      db,
      input.destination ?? { country: "Portugal", city: "Peniche", region: "Centro", continent: "europa" },
    ));
  const gallery = input.gallery ?? [
    "/demo/trips/surf-1.webp",
    "/demo/trips/surf-2.webp",
    "/demo/trips/surf-3.webp",
  ];
  const [trip] = await db
    .insert(trips)
    .values({
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
      destinationId,
      durationDays,
      difficulty: input.difficulty ?? "moderate",
      maxParticipants,
      basePriceCents,
      currency: input.currency ?? "EUR",
      tags: input.tags ?? ["Aventura"],
      status,
      heroImageUrl: gallery[0] ?? null,
      approvedAt:
        input.approvedAt !== undefined ? input.approvedAt : status === "approved" ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  const tripId = trip!.id;

  const itinerary = input.itinerary ?? [
    { title: "Llegada y bienvenida", description: "Recepción del grupo, presentación y cena de bienvenida." },
    { title: "Día de actividad", description: "Jornada completa de actividad con el tropleader y el grupo." },
  ];
  await db.insert(tripItinerary).values(
    itinerary.map((day, i) => ({
      tripId,
      dayNumber: i + 1,
      title: day.title,
      description: day.description,
      imageUrl: day.imageUrl ?? null,
      activities: day.activities ?? [],
    })),
  );
  await db.insert(tripInclusions).values({
    tripId,
    includedItems: input.included ?? ["Alojamiento", "Tropleader durante todo el viaje"],
    excludedItems: input.excluded ?? ["Vuelos", "Seguro de viaje"],
  });
  const faqs = input.faqs ?? [];
  if (faqs.length) {
    await db.insert(tripFaqs).values(faqs.map((f, i) => ({ tripId, ...f, sortOrder: i })));
  }
  if (gallery.length) {
    await db
      .insert(tripGallery)
      .values(gallery.map((imageUrl, i) => ({ tripId, imageUrl, sortOrder: i, isHero: i === 0 })));
  }
  const departuresInput = input.departures ?? [
    {
      startDate: isoDateFromToday(60),
      endDate: isoDateFromToday(60 + durationDays - 1),
      priceCents: basePriceCents,
      maxParticipants,
    },
  ];
  const departures = departuresInput.length
    ? await db
        .insert(tripDepartures)
        .values(
          departuresInput.map((d) => {
            const current = d.currentParticipants ?? 0;
            return {
              tripId,
              startDate: d.startDate,
              endDate: d.endDate,
              priceCents: d.priceCents,
              currency: trip!.currency,
              maxParticipants: d.maxParticipants,
              currentParticipants: current,
              minParticipants: d.minParticipants ?? Math.min(4, d.maxParticipants),
              status: d.status ?? (current >= d.maxParticipants ? ("full" as const) : ("available" as const)),
            };
          }),
        )
        .returning()
    : [];
  departures.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { ...trip!, departures };
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

/** Bookings in these states occupy seats counted in trip_departures.current_participants. */
const SEAT_HOLDING: ReadonlySet<BookingStatus> = new Set(["pending_payment", "confirmed", "completed"]);
const PAID: ReadonlySet<BookingStatus> = new Set(["confirmed", "completed"]);

/**
 * A booking on a departure. Confirmed, completed and pending_payment bookings take their seats with the same
 * conditional update the booking service uses (the CHECK constraint would refuse an oversell anyway); paid
 * ones get the commission split and a paid simulated payment.
 */
export async function createBooking(
  db: DbOrTx,
  input: CreateBookingInput,
): Promise<BookingRow & { payment: PaymentRow | null }> {
  const participants = input.participants ?? 1;
  const status = input.status ?? "confirmed";
  const [departure] = await db.select().from(tripDepartures).where(eq(tripDepartures.id, input.departureId));
  if (!departure) throw new Error(`departure ${input.departureId} not found`);
  const holdsSeats = SEAT_HOLDING.has(status);
  if (holdsSeats) {
    const taken = await db
      .update(tripDepartures)
      .set({
        currentParticipants: sql`${tripDepartures.currentParticipants} + ${participants}`,
        status: sql`case when ${tripDepartures.currentParticipants} + ${participants} >= ${tripDepartures.maxParticipants} then 'full' else ${tripDepartures.status} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(tripDepartures.id, departure.id),
          sql`${tripDepartures.currentParticipants} + ${participants} <= ${tripDepartures.maxParticipants}`,
        ),
      )
      .returning({ id: tripDepartures.id });
    if (!taken.length) throw new Error(`departure ${departure.id} has no ${participants} free seats`);
  }

  const unit = input.unitPriceCents ?? departure.priceCents;
  const total = unit * participants;
  const isPaid = PAID.has(status);
  const rate = input.commissionRate ?? DEFAULT_COMMISSION_RATE;
  const split = isPaid ? splitCommission(total, rate) : null;
  const createdAt = input.createdAt ?? new Date();
  const confirmedAt = isPaid ? new Date(createdAt.getTime() + 4 * 60_000) : null;
  const completedAt =
    status === "completed"
      ? (input.completedAt ?? new Date(`${addDays(departure.endDate, 1)}T10:00:00Z`))
      : null;

  const [booking] = await db
    .insert(bookings)
    .values({
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
      paymentStatus: isPaid ? "paid" : status === "cancelled" ? "refunded" : "pending",
      holdExpiresAt: status === "pending_payment" ? new Date(Date.now() + 30 * 60_000) : null,
      seatsHeld: holdsSeats,
      specialRequests: input.specialRequests ?? null,
      emergencyContact: input.emergencyContact ?? null,
      dietaryRestrictions: input.dietaryRestrictions ?? null,
      medicalConditions: input.medicalConditions ?? null,
      locale: input.locale ?? "es",
      cancellationReason: input.cancellationReason ?? null,
      createdAt,
      updatedAt: completedAt ?? confirmedAt ?? createdAt,
      confirmedAt,
      completedAt,
      cancelledAt: status === "cancelled" ? new Date() : null,
    })
    .returning();

  let payment: PaymentRow | null = null;
  if (isPaid && input.withPayment !== false) {
    const sessionId = `sim_cs_${randomBytes(12).toString("hex")}`;
    const [row] = await db
      .insert(payments)
      .values({
        bookingId: booking!.id,
        provider: "simulated",
        providerSessionId: sessionId,
        providerPaymentId: `sim_pi_${randomBytes(12).toString("hex")}`,
        amountCents: total,
        currency: departure.currency,
        status: "paid",
        createdAt,
        updatedAt: confirmedAt!,
        paidAt: confirmedAt,
      })
      .returning();
    payment = row ?? null;
  }
  return { ...booking!, payment: payment ?? null };
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
  const [booking] = await db
    .select({ userId: bookings.userId, tripId: bookings.tripId, tropleaderId: trips.tropleaderId })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(eq(bookings.id, input.bookingId));
  if (!booking) throw new Error(`booking ${input.bookingId} not found`);
  const [review] = await db
    .insert(reviews)
    .values({
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
    })
    .returning();
  await refreshRatings(db, { tripIds: [booking.tripId], tropleaderIds: [booking.tropleaderId] });
  return review!;
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
