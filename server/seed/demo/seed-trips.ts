import type { TripTranslationContent } from "#core/content/trip-text";
import { slugify } from "#core/rules/text";
import type { DbOrTx } from "../../db/client.ts";
import { tripTranslations } from "../../db/schema/trips.ts";
import { type CreatedTrip, type CreateTripInput, createTrips } from "../factories.ts";
import { tripImageUrls } from "./demo-images.ts";
import type { DemoDeparture, DemoTrip, DemoTripEnglish } from "./demo-trip.ts";
import { pastDeparture, upcomingDeparture } from "./departure-dates.ts";
import type { SeededPeople } from "./seed-people.ts";
import { DEMO_TRIPS_EN } from "./trips-en.ts";

const DAY = 86_400_000;

export type SeededDeparture = {
  id: string;
  startDate: string;
  endDate: string;
  maxParticipants: number;
  fill: number;
  past: boolean;
};

export type SeededTrip = {
  demo: DemoTrip;
  row: CreatedTrip;
  tropleaderId: string;
  departures: SeededDeparture[];
};

const monthsAgo = (now: Date, months: number) => {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - 5 * DAY);
};

function placeDeparture(trip: DemoTrip, d: DemoDeparture, now: Date) {
  const range = d.past
    ? pastDeparture(d.start, trip.itinerary.length, now)
    : upcomingDeparture(d.start, trip.itinerary.length, now);
  const maxParticipants = d.maxParticipants ?? trip.maxParticipants;
  const fill = d.fill === "full" ? maxParticipants : d.fill;
  if (fill > maxParticipants || (d.past && fill >= maxParticipants)) {
    throw new Error(`demo departure ${trip.key} ${d.start}: fill ${fill} of ${maxParticipants}`);
  }
  return {
    ...range,
    maxParticipants,
    fill,
    past: Boolean(d.past),
    priceCents: d.priceCents ?? trip.basePriceCents,
  };
}

/** A demo trip's English version as a trip translation: one entry per Spanish day and FAQ, in order. */
function englishContent(trip: DemoTrip, english: DemoTripEnglish): TripTranslationContent {
  if (english.itinerary.length !== trip.itinerary.length || english.faqs.length !== trip.faqs.length) {
    throw new Error(`demo trip ${trip.key}: the English days or FAQs do not match the Spanish ones`);
  }
  return {
    basics: {
      title: english.title,
      shortDescription: english.shortDescription,
      description: english.description,
    },
    itinerary: {
      days: english.itinerary.map((day, i) => ({
        dayNumber: i + 1,
        title: day.title,
        description: day.description,
        activities: day.activities ?? [],
      })),
    },
    inclusions: { included: english.included, excluded: english.excluded, faqs: english.faqs },
  };
}

/**
 * Every demo trip with its itinerary, inclusions, FAQs, gallery and departures placed around `now`, and its
 * English version (written by a person: approved, not machine-made) when it has one.
 */
export async function seedTrips(
  db: DbOrTx,
  demoTrips: DemoTrip[],
  people: SeededPeople,
  now: Date,
  english: Record<string, DemoTripEnglish> = DEMO_TRIPS_EN,
) {
  const plans = demoTrips.map((demo) => {
    const tropleaderId = people.tropleaders.get(demo.tropleader)?.id;
    if (!tropleaderId) throw new Error(`demo trip ${demo.key}: unknown tropleader ${demo.tropleader}`);
    const gallery = tripImageUrls(demo.key);
    const placed = demo.departures.map((d) => placeDeparture(demo, d, now));
    const createdAt = monthsAgo(now, demo.createdMonthsAgo);
    const input: CreateTripInput = {
      tropleaderId,
      title: demo.title,
      slug: slugify(demo.title),
      shortDescription: demo.shortDescription,
      description: demo.description,
      category: demo.category,
      destination: demo.destination,
      durationDays: demo.itinerary.length,
      difficulty: demo.difficulty,
      maxParticipants: demo.maxParticipants,
      basePriceCents: demo.basePriceCents,
      tags: demo.tags,
      status: demo.status,
      createdAt,
      approvedAt: demo.status === "approved" ? new Date(createdAt.getTime() + 3 * DAY) : null,
      // Every other day shows one of the trip's pictures.
      itinerary: demo.itinerary.map((day, i) => ({
        ...day,
        imageUrl: i % 2 === 0 ? gallery[(i / 2) % gallery.length] : null,
      })),
      included: demo.included,
      excluded: demo.excluded,
      faqs: demo.faqs,
      gallery,
      departures: placed.map(({ startDate, endDate, priceCents, maxParticipants }) => ({
        startDate,
        endDate,
        priceCents,
        maxParticipants,
        minParticipants: Math.min(4, maxParticipants),
      })),
    };
    return { demo, tropleaderId, placed, input };
  });
  const rows = await createTrips(
    db,
    plans.map((p) => p.input),
  );
  const translations = plans.flatMap(({ demo }, i) => {
    const en = english[demo.key];
    return en
      ? [
          {
            tripId: rows[i]!.id,
            locale: "en",
            content: englishContent(demo, en),
            updatedAt: rows[i]!.createdAt,
          },
        ]
      : [];
  });
  if (translations.length) await db.insert(tripTranslations).values(translations);
  const seeded: SeededTrip[] = plans.map(({ demo, tropleaderId, placed }, i) => {
    const row = rows[i]!;
    const departures = placed.map((p) => {
      const match = row.departures.find((d) => d.startDate === p.startDate);
      if (!match) throw new Error(`demo trip ${demo.key}: departure ${p.startDate} not created`);
      return {
        id: match.id,
        startDate: p.startDate,
        endDate: p.endDate,
        maxParticipants: p.maxParticipants,
        fill: p.fill,
        past: p.past,
      };
    });
    return { demo, row, tropleaderId, departures };
  });
  return seeded;
}
