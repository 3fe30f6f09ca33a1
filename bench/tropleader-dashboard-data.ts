import type { Db } from "#server/db/client";
import { tripViews } from "#server/db/schema/trips";
import {
  type CreateBookingInput,
  createBookings,
  createTrips,
  createTropleaders,
  createUsers,
  type DepartureInput,
} from "#server/seed/factories";

const GUIDES = 41;
const TRIPS_PER_GUIDE = 50;
const DEPARTURES_PER_TRIP = 10;
const BOOKINGS_PER_DEPARTURE = 10;
const TRAVELLERS = 2000;
const VIEW_DAYS = 30;
const DAY = 86_400_000;

const isoFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Forty-one guides of the same size: 50 trips each with 10 departures (half already over, half to come) of 20 places
 * and 10 one-seat bookings each (paid and completed on the past ones; paid, some refunded-unpaid cancellations and
 * some unpaid holds on the future ones), made over the eight months before; a month of trip views. The first
 * guide is the one measured.
 */
export async function buildTropleaderData(db: Db) {
  const guides = await createTropleaders(
    db,
    Array.from({ length: GUIDES }, (_, g) => ({ name: `Guía ${g}`, email: `bench-guide-${g}@tropa.test` })),
  );
  const travellers = await createUsers(
    db,
    Array.from({ length: TRAVELLERS }, (_, i) => ({
      name: `${i % 3 === 0 ? "Ana" : "Viajero"} ${i}`,
      email: `bench-traveller-${i}@tropa.test`,
    })),
  );
  let trips = 0;
  let departures = 0;
  let bookings = 0;
  for (const [g, guide] of guides.entries()) {
    const created = await createTrips(
      db,
      Array.from({ length: TRIPS_PER_GUIDE }, (_, t) => ({
        tropleaderId: guide.id,
        title: `Ruta ${g}-${t}`,
        status: "approved" as const,
        maxParticipants: 20,
        departures: Array.from({ length: DEPARTURES_PER_TRIP }, (_, d): DepartureInput => {
          const start = -180 + d * 36 + (t % 7);
          return {
            startDate: isoFromToday(start),
            endDate: isoFromToday(start + 5),
            maxParticipants: 20,
            priceCents: 80_000 + t * 1000,
          };
        }),
      })),
    );
    trips += created.length;
    const inputs: CreateBookingInput[] = [];
    for (const trip of created) {
      for (const departure of trip.departures) {
        departures++;
        const startMs = Date.parse(`${departure.startDate}T00:00:00Z`);
        const past = startMs < Date.now();
        for (let b = 0; b < BOOKINGS_PER_DEPARTURE; b++) {
          const traveller = travellers[(departures * 7 + b * 131) % TRAVELLERS]!;
          const roll = (departures + b) % 100;
          const status = past
            ? "completed"
            : roll < 85
              ? "confirmed"
              : roll < 93
                ? "cancelled"
                : "pending_payment";
          const madeAt = Math.min(startMs - 5 * DAY, Date.now() - ((departures * 13 + b * 17) % 240) * DAY);
          inputs.push({
            userId: traveller.id,
            departureId: departure.id,
            status,
            createdAt: new Date(madeAt),
            // Unique by construction: random references collide among 50,000 (the birthday problem).
            bookingReference: `TRP-B${String(bookings + inputs.length).padStart(6, "0")}`,
          });
        }
      }
    }
    for (let i = 0; i < inputs.length; i += 1000) await createBookings(db, inputs.slice(i, i + 1000));
    bookings += inputs.length;
    const views = created.flatMap((trip, t) =>
      Array.from({ length: VIEW_DAYS }, (_, day) =>
        Array.from({ length: 1 + ((t + day) % 4) }, (_, v) => ({
          tripId: trip.id,
          visitorHash: `v${t}-${day}-${v}`,
          viewedOn: isoFromToday(-day),
        })),
      ).flat(),
    );
    for (let i = 0; i < views.length; i += 2000) await db.insert(tripViews).values(views.slice(i, i + 2000));
  }
  return {
    guideUser: guides[0]!,
    counts: { guides: GUIDES, trips, departures, bookings, views: trips * VIEW_DAYS * 2.5 },
    guide: {
      trips: TRIPS_PER_GUIDE,
      departures: TRIPS_PER_GUIDE * DEPARTURES_PER_TRIP,
      bookings: TRIPS_PER_GUIDE * DEPARTURES_PER_TRIP * BOOKINGS_PER_DEPARTURE,
    },
  };
}
