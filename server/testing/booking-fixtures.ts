import { eq } from "drizzle-orm";
import { platformDateFromToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../app-deps.ts";
import { toSessionUser } from "../auth/resolve-session-user.ts";
import type { SessionUser } from "../auth/session-user.ts";
import { emailOutbox } from "../db/schema/platform.ts";
import { tripDepartures } from "../db/schema/trips.ts";
import { createTrip, createTropleader, createUser, type DepartureInput } from "../seed/factories.ts";

/** A calendar date `days` from today in the platform's calendar (Madrid), the "today" every booking rule uses. */
export { platformDateFromToday } from "#core/rules/platform-calendar";

/** A tropleader's trip with one departure and a traveller ready to book it (service tests of bookings). */
export async function bookingScenario(
  deps: AppDeps,
  options: {
    departure?: Partial<DepartureInput>;
    startInDays?: number;
    tropleaderAccountEnabled?: boolean;
  } = {},
) {
  const start = options.startInDays ?? 60;
  const tropleader = await createTropleader(deps.db, {
    name: "Lucía Guía",
    locale: "es",
    profile: options.tropleaderAccountEnabled
      ? { stripeAccountId: "sim_acct_ready", stripeAccountEnabled: true, stripeOnboardingComplete: true }
      : {},
  });
  const trip = await createTrip(deps.db, {
    tropleaderId: tropleader.id,
    title: "Surf en Peniche",
    departures: [
      {
        startDate: platformDateFromToday(start),
        endDate: platformDateFromToday(start + 6),
        priceCents: 89_000,
        maxParticipants: 6,
        ...options.departure,
      },
    ],
  });
  const travellerRow = await createUser(deps.db, { name: "Ana Viajera", locale: "es" });
  return {
    tropleader,
    tropleaderUser: toSessionUser(tropleader),
    trip,
    departure: trip.departures[0]!,
    traveller: toSessionUser(travellerRow),
  };
}

export const bookingForm = (departureId: string, participants = 2) => ({
  departureId,
  participants,
  emergencyContact: { name: "Marta López", phone: "+34 600 123 456", relationship: "Hermana" },
  dietaryRestrictions: "Vegetariana",
  medicalConditions: "",
  specialRequests: "Habitación compartida",
});

export async function seatsTaken(deps: AppDeps, departureId: string) {
  const [d] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departureId));
  return { taken: d!.currentParticipants, status: d!.status };
}

export async function emailsTo(deps: AppDeps, to: string) {
  return deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, to));
}

export type Scenario = Awaited<ReturnType<typeof bookingScenario>> & { traveller: SessionUser };
