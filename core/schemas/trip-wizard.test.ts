import { describe, expect, it } from "vitest";
import {
  emptyTripDraft,
  hasFewerDaysThanDuration,
  isImageAddress,
  tripBasicsSchema,
  tripDraftSchema,
  tripGallerySchema,
  tripInclusionsSchema,
  tripItinerarySchema,
} from "./trip-wizard.ts";

const basics = {
  title: "Diez letra",
  shortDescription: "x".repeat(50),
  description: "y".repeat(200),
  country: "España",
  city: "Granada",
  region: "",
  durationDays: "1",
  category: "montana",
  difficulty: "challenging",
  tags: "Aventura",
  basePrice: "100",
  maxParticipants: "2",
};
const E = "trips:wizard.errors";
const messageOf = (
  schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues[0]?.message;

describe("create-trip wizard schemas (doc 2 §5)", () => {
  it("step 1 takes the spec's minimums exactly and refuses one less", () => {
    expect(tripBasicsSchema.parse(basics)).toMatchObject({
      durationDays: 1,
      basePrice: 100,
      maxParticipants: 2,
      tags: ["Aventura"],
      difficulty: "challenging",
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Nueve let" }, `${E}.titleMin`],
      [{ shortDescription: "x".repeat(49) }, `${E}.shortDescriptionMin`],
      [{ description: "y".repeat(199) }, `${E}.descriptionMin`],
      [{ country: " " }, `${E}.countryRequired`],
      [{ city: "" }, `${E}.cityRequired`],
      [{ durationDays: "0" }, `${E}.durationMin`],
      [{ durationDays: "31" }, `${E}.durationMax`],
      [{ category: "" }, `${E}.categoryRequired`],
      [{ difficulty: undefined }, `${E}.difficultyRequired`],
      [{ difficulty: "" }, `${E}.difficultyRequired`],
      [{ difficulty: "extreme" }, `${E}.difficultyRequired`],
      [{ tags: [] }, `${E}.tagsMin`],
      [{ tags: false }, `${E}.tagsMin`],
      [{ tags: ["Surf"] }, `${E}.tagInvalid`],
      [{ basePrice: "99.99" }, `${E}.basePriceMin`],
      [{ basePrice: "100.001" }, `${E}.basePriceCents`],
      [{ maxParticipants: "1" }, `${E}.participantsMin`],
      [{ maxParticipants: "21" }, `${E}.participantsMax`],
      [{ title: "Título con \u0000 nulo" }, "common:errors.controlCharacters"],
    ];
    for (const [change, message] of cases)
      expect(messageOf(tripBasicsSchema, { ...basics, ...change }), message).toBe(message);
  });

  it("step 2: at least one day, titles of 5 and descriptions of 20, an optional valid image", () => {
    const day = { title: "Día 1", description: "z".repeat(20), imageUrl: "" };
    expect(tripItinerarySchema.parse({ days: [day] }).days).toHaveLength(1);
    expect(messageOf(tripItinerarySchema, { days: [] })).toBe(`${E}.daysMin`);
    expect(messageOf(tripItinerarySchema, { days: [{ ...day, title: "Día" }] })).toBe(`${E}.dayTitleMin`);
    expect(messageOf(tripItinerarySchema, { days: [{ ...day, description: "corta" }] })).toBe(
      `${E}.dayDescriptionMin`,
    );
    expect(messageOf(tripItinerarySchema, { days: [{ ...day, imageUrl: "javascript:alert(1)" }] })).toBe(
      `${E}.imageUrlInvalid`,
    );
    expect(isImageAddress("/media/public/trips/a/b.webp")).toBe(true);
    expect(isImageAddress("/media/../secret")).toBe(false);
    expect(hasFewerDaysThanDuration(2, "5")).toBe(true);
    expect(hasFewerDaysThanDuration(5, "5")).toBe(false);
    expect(hasFewerDaysThanDuration(1, "")).toBe(false);
  });

  it("step 3: blank rows are dropped, one included and one excluded item required, FAQs 10/20", () => {
    const ok = tripInclusionsSchema.parse({
      included: ["Hotel", " "],
      excluded: ["Vuelos"],
      faqs: [{ question: "", answer: "" }],
    });
    expect(ok).toEqual({ included: ["Hotel"], excluded: ["Vuelos"], faqs: [] });
    expect(messageOf(tripInclusionsSchema, { included: [""], excluded: ["Vuelos"], faqs: [] })).toBe(
      `${E}.includedMin`,
    );
    expect(messageOf(tripInclusionsSchema, { included: ["Hotel"], excluded: [""], faqs: [] })).toBe(
      `${E}.excludedMin`,
    );
    const faq = (question: string, answer: string) => ({
      included: ["a"],
      excluded: ["b"],
      faqs: [{ question, answer }],
    });
    expect(messageOf(tripInclusionsSchema, faq("¿Corta?", "a".repeat(20)))).toBe(`${E}.faqQuestionMin`);
    expect(messageOf(tripInclusionsSchema, faq("¿Diez letras?", "corta"))).toBe(`${E}.faqAnswerMin`);
  });

  it("step 4: three images at least, every row filled, no duplicates", () => {
    const img = (n: number) => `/media/public/trips/u/${n}.webp`;
    expect(tripGallerySchema.parse({ images: [img(1), img(2), img(3)] }).images).toHaveLength(3);
    expect(messageOf(tripGallerySchema, { images: [img(1), "", img(3)] })).toBe(`${E}.imageRequired`);
    expect(messageOf(tripGallerySchema, { images: [img(1), img(2)] })).toBe(`${E}.galleryMin`);
    expect(messageOf(tripGallerySchema, { images: [img(1), img(1), img(3)] })).toBe(`${E}.galleryDuplicate`);
  });

  it("keeps a draft as typed but bounded", () => {
    const draft = tripDraftSchema.parse({
      basics: { title: `${"a".repeat(10_000)}\u0000`, tags: "Aventura" },
      gallery: { images: Array(50).fill("x") },
    });
    expect(draft.basics.title.length).toBe(240);
    expect(draft.basics.tags).toEqual(["Aventura"]);
    expect(draft.gallery.images).toHaveLength(12);
    expect(emptyTripDraft()).toMatchObject({
      itinerary: { days: [{ title: "" }] },
      inclusions: { included: [""], excluded: [""], faqs: [] },
      gallery: { images: ["", "", ""] },
    });
  });
});
