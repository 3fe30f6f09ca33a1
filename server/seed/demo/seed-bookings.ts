import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { payoutScheduledFor } from "#core/rules/payout-schedule";
import type { DbOrTx } from "../../db/client.ts";
import { ledgerEntries, payouts, simulatedTransfers } from "../../db/schema/bookings.ts";
import {
  type CreateBookingInput,
  type CreatedBooking,
  type CreateReviewInput,
  createBookings,
  createReviews,
} from "../factories.ts";
import { DEMO_TROPLEADERS } from "./people.ts";
import type { SeededPeople, SeededPerson } from "./seed-people.ts";
import type { SeededDeparture, SeededTrip } from "./seed-trips.ts";
import { createSeededRandom, type SeededRandom } from "./seeded-random.ts";

const DAY = 86_400_000;

type Planned = {
  input: CreateBookingInput;
  trip: SeededTrip;
  departure: SeededDeparture;
  person: SeededPerson;
};
export type SeededBooking = CreatedBooking & {
  trip: SeededTrip;
  departure: SeededDeparture;
  person: SeededPerson;
};

const CONTACT_NAMES = [
  "Carmen",
  "José",
  "Ana",
  "Luis",
  "Pilar",
  "Javier",
  "Rosa",
  "Miguel",
  "Teresa",
  "Alberto",
];
const RELATIONSHIPS = ["Madre", "Padre", "Pareja", "Hermana", "Hermano", "Amiga", "Amigo"];
const DIETS = ["Vegetariana", "Sin gluten", "Vegana", "Intolerancia a la lactosa"];
const MEDICAL = ["Asma leve, llevo mi inhalador", "Alergia a la penicilina"];
const REQUESTS = [
  "Llego un día antes: ¿me recomendáis alojamiento cerca del punto de encuentro?",
  "Si es posible, prefiero compartir habitación con alguien que no ronque 🙂",
  "Es mi primera vez en un viaje de grupo, ¡cualquier consejo es bienvenido!",
];

function bookingDetails(rng: SeededRandom, person: SeededPerson, participants: number) {
  return {
    emergencyContact: {
      name: `${rng.pick(CONTACT_NAMES)} ${person.name.split(" ").slice(-1)[0]}`,
      phone: `+34 6${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
      relationship: rng.pick(RELATIONSHIPS),
    },
    dietaryRestrictions: rng.chance(0.2) ? rng.pick(DIETS) : null,
    medicalConditions: rng.chance(0.08) ? rng.pick(MEDICAL) : null,
    specialRequests:
      participants === 2
        ? "Viajamos en pareja: preferimos habitación doble si es posible."
        : rng.chance(0.12)
          ? rng.pick(REQUESTS)
          : null,
    locale: person.locale,
  };
}

const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * Bookings that fill each departure to its planned occupancy: Marta's three (one upcoming, two completed),
 * then the other travellers, never in two places at once. Past departures end completed with reviews and
 * paid payouts; upcoming ones are confirmed with scheduled payouts.
 */
export async function seedBookings(db: DbOrTx, trips: SeededTrip[], people: SeededPeople, now: Date) {
  const rng = createSeededRandom(20_240_611);
  const byKey = new Map(trips.map((t) => [t.demo.key, t]));
  const busy = new Map<string, { startDate: string; endDate: string }[]>();
  const planned: Planned[] = [];
  const seatsTaken = new Map<string, number>();

  const plan = (
    trip: SeededTrip,
    departure: SeededDeparture,
    person: SeededPerson,
    participants: number,
    createdAt: Date,
  ) => {
    planned.push({
      trip,
      departure,
      person,
      input: {
        userId: person.id,
        departureId: departure.id,
        participants,
        status: departure.past ? "completed" : "confirmed",
        createdAt,
        ...bookingDetails(rng, person, participants),
      },
    });
    busy.set(person.id, [...(busy.get(person.id) ?? []), departure]);
    seatsTaken.set(departure.id, (seatsTaken.get(departure.id) ?? 0) + participants);
  };

  // Marta: an upcoming surf week, a reviewed trek and a completed surf trip still waiting for her review.
  const ericeira = byKey.get("surf-ericeira")!;
  const upcoming = ericeira.departures
    .filter((d) => !d.past)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;
  plan(ericeira, upcoming, people.marta, 1, new Date(now.getTime() - 12 * DAY));
  const dolomitas = byKey.get("trek-dolomitas")!;
  const dolomitasPast = dolomitas.departures.find((d) => d.past)!;
  plan(dolomitas, dolomitasPast, people.marta, 1, new Date(Date.parse(dolomitasPast.startDate) - 75 * DAY));
  const taghazout = byKey.get("surf-taghazout")!;
  const taghazoutPast = taghazout.departures.find((d) => d.past)!;
  plan(taghazout, taghazoutPast, people.marta, 1, new Date(Date.parse(taghazoutPast.startDate) - 50 * DAY));

  let rotation = 0;
  for (const trip of trips) {
    for (const departure of trip.departures) {
      let remaining = departure.fill - (seatsTaken.get(departure.id) ?? 0);
      rotation += 7;
      const onThis = new Set(planned.filter((p) => p.departure.id === departure.id).map((p) => p.person.id));
      for (let i = 0; i < people.travellers.length && remaining > 0; i++) {
        const person = people.travellers[(rotation + i) % people.travellers.length]!;
        if (onThis.has(person.id) || (busy.get(person.id) ?? []).some((b) => overlaps(b, departure)))
          continue;
        const participants = remaining >= 2 && rng.chance(0.22) ? 2 : 1;
        const tripCreated = trip.row.createdAt.getTime();
        const createdAt = departure.past
          ? new Date(Math.max(tripCreated + DAY, Date.parse(departure.startDate) - rng.int(20, 150) * DAY))
          : new Date(Math.max(tripCreated + DAY, now.getTime() - rng.int(1, 90) * DAY));
        plan(trip, departure, person, participants, createdAt);
        onThis.add(person.id);
        remaining -= participants;
      }
      if (remaining > 0)
        throw new Error(`demo departure ${trip.demo.key} ${departure.startDate}: not enough travellers`);
    }
  }

  const created = await createBookings(
    db,
    planned.map((p) => p.input),
  );
  const bookings: SeededBooking[] = created.map((b, i) => ({
    ...b,
    trip: planned[i]!.trip,
    departure: planned[i]!.departure,
    person: planned[i]!.person,
  }));

  await seedReviews(db, bookings, people, rng);
  await seedPayouts(db, bookings, now);
  await updateTripsCompleted(db, bookings);
  return bookings;
}

const MARTA_REVIEW = {
  rating: 5 as const,
  title: "Dolomitas de postal",
  comment:
    "Mi primer trekking de refugio en refugio y no pudo salir mejor. Diego controla cada detalle, el grupo era encantador y el atardecer en el Lagazuoi no se me olvidará nunca.",
};

/** Reviews from the completed bookings, in booking order; Marta's Taghazout trip is left for her to review. */
async function seedReviews(db: DbOrTx, bookings: SeededBooking[], people: SeededPeople, rng: SeededRandom) {
  const inputs: CreateReviewInput[] = [];
  const used = new Map<string, number>();
  for (const b of bookings) {
    if (b.status !== "completed") continue;
    const createdAt = new Date(Date.parse(b.departure.endDate) + rng.int(2, 15) * DAY);
    if (b.userId === people.marta.id) {
      if (b.trip.demo.key === "trek-dolomitas") inputs.push({ bookingId: b.id, ...MARTA_REVIEW, createdAt });
      continue;
    }
    const n = used.get(b.trip.demo.key) ?? 0;
    const review = b.trip.demo.reviews[n];
    if (!review) continue;
    used.set(b.trip.demo.key, n + 1);
    inputs.push({
      bookingId: b.id,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      isFeatured: review.featured ?? false,
      createdAt,
    });
  }
  await createReviews(db, inputs);
}

/**
 * The tropleader's share of each paid booking, as the booking service schedules it: 7 days after the
 * departure ends; already paid for trips long finished; waiting for onboarding when payouts are not set up.
 */
async function seedPayouts(db: DbOrTx, bookings: SeededBooking[], now: Date) {
  const ready = new Set(DEMO_TROPLEADERS.filter((t) => t.payoutsReady).map((t) => t.key));
  const rows = bookings
    .filter((b) => b.paymentStatus === "paid")
    .map((b) => {
      const scheduledFor = payoutScheduledFor(b.departure.endDate);
      const isReady = ready.has(b.trip.demo.tropleader);
      const isDue = scheduledFor.getTime() <= now.getTime();
      const status = !isReady ? "awaiting_onboarding" : isDue ? "paid" : "scheduled";
      const id = randomUUID();
      return {
        id,
        tropleaderId: b.trip.tropleaderId,
        bookingId: b.id,
        amountCents: b.tropleaderAmountCents!,
        netCents: status === "paid" ? b.tropleaderAmountCents! : null,
        currency: b.currency,
        status: status as "awaiting_onboarding" | "paid" | "scheduled",
        scheduledFor,
        providerTransferId: status === "paid" ? `sim_tr_${randomBytes(12).toString("hex")}` : null,
        createdAt: b.confirmedAt!,
        paidAt: status === "paid" ? scheduledFor : null,
        accountId: `sim_acct_demo_${b.trip.demo.tropleader}`,
        reference: b.bookingReference,
      };
    });
  if (!rows.length) return;
  await db.insert(payouts).values(rows.map(({ accountId: _a, reference: _r, ...row }) => row));
  // The simulated provider's ledger holds the transfers of the payouts already paid, as if its job had run.
  const paid = rows.filter((r) => r.status === "paid");
  if (paid.length) {
    await db.insert(simulatedTransfers).values(
      paid.map((r) => ({
        id: r.providerTransferId!,
        idempotencyKey: `payout_${r.id}_0`,
        accountId: r.accountId,
        amountCents: r.amountCents,
        currency: r.currency,
        transferGroup: r.reference,
        metadata: { payoutId: r.id, bookingReference: r.reference },
        createdAt: r.scheduledFor,
      })),
    );
    await db.insert(ledgerEntries).values(
      paid.map((r) => ({
        bookingId: r.bookingId,
        kind: "transfer" as const,
        amountCents: r.amountCents,
        currency: r.currency,
        sourceId: r.id,
        createdAt: r.scheduledFor,
      })),
    );
  }
}

/** trips_completed: ended departures that travelled (the rule of the catalogue's countTripsCompleted). */
async function updateTripsCompleted(db: DbOrTx, bookings: SeededBooking[]) {
  const byLeader = new Map<string, Set<string>>();
  for (const b of bookings) {
    if (b.status !== "completed") continue;
    byLeader.set(b.trip.tropleaderId, (byLeader.get(b.trip.tropleaderId) ?? new Set()).add(b.departureId));
  }
  if (!byLeader.size) return;
  const values = sql.join(
    [...byLeader].map(([userId, departures]) => sql`(${userId}::uuid, ${departures.size}::int)`),
    sql`, `,
  );
  await db.execute(sql`update tropleader_profiles p set trips_completed = v.n, updated_at = now()
    from (values ${values}) as v(user_id, n) where p.user_id = v.user_id`);
}
