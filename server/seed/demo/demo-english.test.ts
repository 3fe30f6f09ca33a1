import { describe, expect, it } from "vitest";
import { tripBasicsSchema, tripInclusionsSchema, tripItinerarySchema } from "#core/schemas/trip-wizard";
import { tropleaderProfileSchema } from "#core/schemas/tropleader-profile";
import type { DemoTrip, DemoTripEnglish } from "./demo-trip.ts";
import { DEMO_TROPLEADERS } from "./people.ts";
import { TROPLEADERS_EN } from "./people-en.ts";
import { CULTURE_TRIPS } from "./trips-culture.ts";
import { CULTURE_TRIPS_EN } from "./trips-culture-en.ts";
import { LAND_TRIPS } from "./trips-land.ts";
import { LAND_TRIPS_EN } from "./trips-land-en.ts";
import { SEA_TRIPS } from "./trips-sea.ts";
import { SEA_TRIPS_EN } from "./trips-sea-en.ts";

/** The trip kept Spanish-only on purpose, to show the fallback. */
const SPANISH_ONLY = "padel-buenos-aires";

const basicsTexts = tripBasicsSchema.pick({ title: true, shortDescription: true, description: true });
const profileTexts = tropleaderProfileSchema.pick({ bio: true, tropleaderPresentation: true });

/** The zod messages the English texts get from the wizard's own rules (empty when they all pass). */
function problems(english: DemoTripEnglish): string[] {
  const results = [
    basicsTexts.safeParse(english),
    tripItinerarySchema.safeParse({ days: english.itinerary }),
    tripInclusionsSchema.safeParse(english),
  ];
  return results.flatMap((r) =>
    r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
  );
}

/** Every text of the English version, to check none has blanks around it (the forms would trim them). */
function allTexts(english: DemoTripEnglish): string[] {
  return [
    english.title,
    english.shortDescription,
    english.description,
    ...english.itinerary.flatMap((d) => [d.title, d.description, ...(d.activities ?? [])]),
    ...english.included,
    ...english.excluded,
    ...english.faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

function checkMatches(spanish: DemoTrip[], english: Record<string, DemoTripEnglish>) {
  for (const trip of spanish) {
    const en = english[trip.key];
    if (!en) continue;
    expect(en.itinerary.length, `${trip.key} days`).toBe(trip.itinerary.length);
    en.itinerary.forEach((day, i) => {
      expect(day.activities?.length, `${trip.key} day ${i + 1} activities`).toBe(
        trip.itinerary[i]?.activities?.length,
      );
    });
    expect(en.faqs.length, `${trip.key} FAQs`).toBe(trip.faqs.length);
    expect(en.included.length, `${trip.key} included`).toBe(trip.included.length);
    expect(en.excluded.length, `${trip.key} excluded`).toBe(trip.excluded.length);
    expect(problems(en), trip.key).toEqual([]);
    expect(
      allTexts(en).filter((t) => t !== t.trim()),
      trip.key,
    ).toEqual([]);
    // Written in English, not the Spanish copied over.
    expect(en.title, trip.key).not.toBe(trip.title);
    expect(en.shortDescription, trip.key).not.toBe(trip.shortDescription);
    expect(en.description, trip.key).not.toBe(trip.description);
  }
}

describe("the demo's English content", () => {
  it("covers every sea trip and no other", () => {
    expect(Object.keys(SEA_TRIPS_EN).sort()).toEqual(SEA_TRIPS.map((t) => t.key).sort());
  });

  it("covers every land trip and no other", () => {
    expect(Object.keys(LAND_TRIPS_EN).sort()).toEqual(LAND_TRIPS.map((t) => t.key).sort());
  });

  it("covers every culture trip but the one kept Spanish-only to show the fallback", () => {
    expect(CULTURE_TRIPS.some((t) => t.key === SPANISH_ONLY)).toBe(true);
    expect(Object.keys(CULTURE_TRIPS_EN).sort()).toEqual(
      CULTURE_TRIPS.map((t) => t.key)
        .filter((key) => key !== SPANISH_ONLY)
        .sort(),
    );
  });

  it("has the Spanish version's days, activities, FAQs and items, within the wizard's limits", () => {
    checkMatches(SEA_TRIPS, SEA_TRIPS_EN);
    checkMatches(LAND_TRIPS, LAND_TRIPS_EN);
    checkMatches(CULTURE_TRIPS, CULTURE_TRIPS_EN);
  });

  it("gives every tropleader an English bio and presentation within the profile's limits", () => {
    expect(Object.keys(TROPLEADERS_EN).sort()).toEqual(DEMO_TROPLEADERS.map((t) => t.key).sort());
    for (const person of DEMO_TROPLEADERS) {
      const en = TROPLEADERS_EN[person.key];
      const parsed = profileTexts.safeParse(en);
      expect(parsed.success, person.key).toBe(true);
      expect(en?.bio.trim(), person.key).not.toBe("");
      expect(en?.tropleaderPresentation.trim(), person.key).not.toBe("");
      expect(en?.bio, person.key).not.toBe(person.bio);
      expect(en?.tropleaderPresentation, person.key).not.toBe(person.profile.tropleaderPresentation);
    }
  });
});
