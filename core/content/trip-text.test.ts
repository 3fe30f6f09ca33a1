import { describe, expect, it } from "vitest";
import { TRANSLATION_SCHEMAS, type TripPrimaryText, translationCompleteness } from "./trip-text.ts";

const E = "trips:wizard.errors";
const DOC = "6f1c2b1e-8a53-4c39-9b1a-0d6f4f3a2b10";

const basics = {
  title: "Surf and yoga in Ericeira",
  shortDescription: "A week of waves and yoga on the Portuguese coast, with a small group and a local guide.",
  description: "A long description of the trip. ".repeat(8),
};
const days = [1, 2].map((dayNumber) => ({
  dayNumber,
  title: `Day ${dayNumber} in Ericeira`,
  description: "What we do that day, told at length.",
  activities: ["Surf lesson"],
}));
const inclusions = {
  included: ["Lodging"],
  excluded: ["Flights"],
  faqs: [{ question: "Do I need to surf?", answer: "No, beginners are welcome on this trip." }],
};
const primary: TripPrimaryText = {
  basics,
  itinerary: { days },
  inclusions,
  documents: { titles: { [DOC]: "Lista de equipaje" } },
};

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe("TRANSLATION_SCHEMAS", () => {
  it("apply the Spanish step's limits with the same translated messages", () => {
    expect(messages(TRANSLATION_SCHEMAS.basics.safeParse({ ...basics, title: "Short" }))).toEqual([
      `${E}.titleMin`,
    ]);
    expect(
      messages(TRANSLATION_SCHEMAS.itinerary.safeParse({ days: [{ ...days[0], description: "too short" }] })),
    ).toEqual([`${E}.dayDescriptionMin`]);
    expect(messages(TRANSLATION_SCHEMAS.inclusions.safeParse({ ...inclusions, included: [] }))).toEqual([
      `${E}.includedMin`,
    ]);
  });

  it("refuse control characters", () => {
    expect(
      messages(TRANSLATION_SCHEMAS.basics.safeParse({ ...basics, title: "Surf and yoga\u0000 here" })),
    ).toEqual(["common:errors.controlCharacters"]);
    expect(TRANSLATION_SCHEMAS.documents.safeParse({ titles: { [DOC]: "Packing\u0007 list" } }).success).toBe(
      false,
    );
  });

  it("keep only the texts a person writes (no price, no place, no images)", () => {
    const parsed = TRANSLATION_SCHEMAS.basics.parse({ ...basics, basePrice: 1, country: "Portugal" });
    expect(Object.keys(parsed).sort()).toEqual(["description", "shortDescription", "title"]);
    const day = TRANSLATION_SCHEMAS.itinerary.parse({ days: [{ ...days[0], imageUrl: "/media/x.jpg" }] })
      .days[0];
    expect(day && "imageUrl" in day).toBe(false);
  });

  it("refuse the same day twice and a document that is not an id", () => {
    expect(messages(TRANSLATION_SCHEMAS.itinerary.safeParse({ days: [days[0], days[0]] }))).toEqual([
      "trips:errors.translationDays",
    ]);
    expect(TRANSLATION_SCHEMAS.documents.safeParse({ titles: { "not-an-id": "Packing list" } }).success).toBe(
      false,
    );
  });
});

describe("translationCompleteness", () => {
  it("is missing everywhere for an empty translation", () => {
    expect(translationCompleteness({}, primary)).toEqual({
      basics: "missing",
      itinerary: "missing",
      inclusions: "missing",
      documents: "missing",
    });
  });

  it("is complete when every section is valid and covers the Spanish one", () => {
    expect(
      translationCompleteness(
        { basics, itinerary: { days }, inclusions, documents: { titles: { [DOC]: "Packing list" } } },
        primary,
      ),
    ).toEqual({ basics: "complete", itinerary: "complete", inclusions: "complete", documents: "complete" });
  });

  it("is partial when a section misses a day, a FAQ or a document, or breaks a rule", () => {
    const result = translationCompleteness(
      {
        basics: { ...basics, description: "Too short" },
        itinerary: { days: [days[0] as (typeof days)[number]] },
        inclusions: { ...inclusions, faqs: [] },
        documents: { titles: {} },
      },
      primary,
    );
    expect(result).toEqual({
      basics: "partial",
      itinerary: "partial",
      inclusions: "partial",
      documents: "partial",
    });
  });

  it("counts a section the Spanish trip does not have as complete", () => {
    expect(translationCompleteness({}, { ...primary, documents: { titles: {} } }).documents).toBe("complete");
  });
});
