import { z } from "zod";
import { DIFFICULTIES, TRIP_TAGS } from "../constants/catalogue.ts";
import { text, withoutForbiddenCharacters } from "./text.ts";

/** The create-trip wizard's limits (doc 2 §5, §9); the maxima are ours, so a trip page stays readable. */
export const TRIP_LIMITS = {
  titleMin: 10,
  titleMax: 120,
  shortDescriptionMin: 50,
  shortDescriptionMax: 300,
  descriptionMin: 200,
  descriptionMax: 6000,
  placeMax: 100,
  durationMin: 1,
  durationMax: 30,
  basePriceMin: 100,
  basePriceMax: 50_000,
  participantsMin: 2,
  participantsMax: 20,
  dayTitleMin: 5,
  dayTitleMax: 120,
  dayDescriptionMin: 20,
  dayDescriptionMax: 2000,
  itemMax: 200,
  itemsMax: 30,
  faqQuestionMin: 10,
  faqQuestionMax: 300,
  faqAnswerMin: 20,
  faqAnswerMax: 2000,
  faqsMax: 20,
  galleryMin: 3,
  galleryMax: 12,
} as const;

export const WIZARD_STEPS = ["basics", "itinerary", "inclusions", "gallery"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const E = "trips:wizard.errors";

/** A value posted as one field or several (checkboxes, repeated rows) as a list. */
const asList = (v: unknown): unknown[] =>
  v === undefined || v === null || v === false || v === "" ? [] : Array.isArray(v) ? v : [v];

/**
 * An image the trip shows: an upload of ours (/media/…) or an absolute http(s) address. Which of them the
 * tropleader may use (their own uploads, or images the trip already has) is the server's check.
 */
export function isImageAddress(value: string): boolean {
  if (/^\/media\/[\w./-]+$/.test(value) && !value.includes("..")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Step 1, Información básica. */
export const tripBasicsSchema = z.object({
  title: text().trim().min(TRIP_LIMITS.titleMin, `${E}.titleMin`).max(TRIP_LIMITS.titleMax, `${E}.titleMax`),
  shortDescription: text()
    .trim()
    .min(TRIP_LIMITS.shortDescriptionMin, `${E}.shortDescriptionMin`)
    .max(TRIP_LIMITS.shortDescriptionMax, `${E}.shortDescriptionMax`),
  description: text()
    .trim()
    .min(TRIP_LIMITS.descriptionMin, `${E}.descriptionMin`)
    .max(TRIP_LIMITS.descriptionMax, `${E}.descriptionMax`),
  country: text({ error: `${E}.countryRequired` })
    .trim()
    .min(1, `${E}.countryRequired`)
    .max(TRIP_LIMITS.placeMax, `${E}.countryInvalid`),
  city: text({ error: `${E}.cityRequired` })
    .trim()
    .min(1, `${E}.cityRequired`)
    .max(TRIP_LIMITS.placeMax, `${E}.placeMax`),
  region: text().trim().max(TRIP_LIMITS.placeMax, `${E}.placeMax`).default(""),
  durationDays: z.coerce
    .number({ error: `${E}.durationMin` })
    .int(`${E}.durationMin`)
    .min(TRIP_LIMITS.durationMin, `${E}.durationMin`)
    .max(TRIP_LIMITS.durationMax, `${E}.durationMax`),
  category: text({ error: `${E}.categoryRequired` })
    .trim()
    .min(1, `${E}.categoryRequired`)
    .max(60),
  difficulty: z.enum(DIFFICULTIES, { error: `${E}.difficultyRequired` }),
  tags: z.preprocess(
    asList,
    z
      .array(z.enum(TRIP_TAGS, { error: `${E}.tagInvalid` }))
      .min(1, `${E}.tagsMin`)
      .max(TRIP_TAGS.length),
  ),
  basePrice: z.coerce
    .number({ error: `${E}.basePriceMin` })
    .min(TRIP_LIMITS.basePriceMin, `${E}.basePriceMin`)
    .max(TRIP_LIMITS.basePriceMax, `${E}.basePriceMax`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${E}.basePriceCents`,
    }),
  maxParticipants: z.coerce
    .number({ error: `${E}.participantsMin` })
    .int(`${E}.participantsMin`)
    .min(TRIP_LIMITS.participantsMin, `${E}.participantsMin`)
    .max(TRIP_LIMITS.participantsMax, `${E}.participantsMax`),
});

const dayImage = text()
  .trim()
  .max(500, `${E}.imageUrlInvalid`)
  .refine((v) => v === "" || isImageAddress(v), `${E}.imageUrlInvalid`)
  .default("");

/** Step 2, Itinerario: one card per day, numbered in order. */
export const tripItinerarySchema = z.object({
  days: z.preprocess(
    asList,
    z
      .array(
        z.object({
          title: text()
            .trim()
            .min(TRIP_LIMITS.dayTitleMin, `${E}.dayTitleMin`)
            .max(TRIP_LIMITS.dayTitleMax, `${E}.dayTitleMax`),
          description: text()
            .trim()
            .min(TRIP_LIMITS.dayDescriptionMin, `${E}.dayDescriptionMin`)
            .max(TRIP_LIMITS.dayDescriptionMax, `${E}.dayDescriptionMax`),
          imageUrl: dayImage,
        }),
      )
      .min(1, `${E}.daysMin`)
      .max(TRIP_LIMITS.durationMax, `${E}.daysMax`),
  ),
});

/** A list of short items where blank rows are left out (the form always keeps one row to type in). */
const itemList = (minMessage: string) =>
  z.preprocess(
    (v) => asList(v).filter((item) => typeof item !== "string" || item.trim() !== ""),
    z
      .array(text().trim().min(1).max(TRIP_LIMITS.itemMax, `${E}.itemMax`))
      .min(1, minMessage)
      .max(TRIP_LIMITS.itemsMax, `${E}.itemsMax`),
  );

const blankFaq = (v: unknown) =>
  typeof v === "object" &&
  v !== null &&
  ["question", "answer"].every((k) => {
    const value = (v as Record<string, unknown>)[k];
    return value === undefined || (typeof value === "string" && value.trim() === "");
  });

/** Step 3, Inclusiones y FAQ: at least one included and one excluded item; FAQs optional (blank rows dropped). */
export const tripInclusionsSchema = z.object({
  included: itemList(`${E}.includedMin`),
  excluded: itemList(`${E}.excludedMin`),
  faqs: z.preprocess(
    (v) => asList(v).filter((faq) => !blankFaq(faq)),
    z
      .array(
        z.object({
          question: text()
            .trim()
            .min(TRIP_LIMITS.faqQuestionMin, `${E}.faqQuestionMin`)
            .max(TRIP_LIMITS.faqQuestionMax, `${E}.faqQuestionMax`),
          answer: text()
            .trim()
            .min(TRIP_LIMITS.faqAnswerMin, `${E}.faqAnswerMin`)
            .max(TRIP_LIMITS.faqAnswerMax, `${E}.faqAnswerMax`),
        }),
      )
      .max(TRIP_LIMITS.faqsMax, `${E}.faqsMax`),
  ),
});

/** Step 4, Galería: every row filled ('URL de imagen requerida'), at least three, the first is the main image. */
export const tripGallerySchema = z.object({
  images: z.preprocess(
    asList,
    z
      .array(
        text({ error: `${E}.imageRequired` })
          .trim()
          .min(1, `${E}.imageRequired`)
          .max(500, `${E}.imageUrlInvalid`)
          .refine(isImageAddress, `${E}.imageUrlInvalid`),
      )
      .min(TRIP_LIMITS.galleryMin, `${E}.galleryMin`)
      .max(TRIP_LIMITS.galleryMax, `${E}.galleryMax`)
      .refine((list) => new Set(list).size === list.length, `${E}.galleryDuplicate`),
  ),
});

export const TRIP_STEP_SCHEMAS = {
  basics: tripBasicsSchema,
  itinerary: tripItinerarySchema,
  inclusions: tripInclusionsSchema,
  gallery: tripGallerySchema,
} as const;

export type TripBasics = z.output<typeof tripBasicsSchema>;
export type TripItinerary = z.output<typeof tripItinerarySchema>;
export type TripInclusions = z.output<typeof tripInclusionsSchema>;
export type TripGallery = z.output<typeof tripGallerySchema>;
export type TripWizardData = {
  basics: TripBasics;
  itinerary: TripItinerary;
  inclusions: TripInclusions;
  gallery: TripGallery;
};

/** The whole trip as the last step sends it: every step valid. */
export const tripWizardSchema = z.object({
  basics: tripBasicsSchema,
  itinerary: tripItinerarySchema,
  inclusions: tripInclusionsSchema,
  gallery: tripGallerySchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Drafts: what was typed so far, kept as typed (not validated) but bounded in size and free of control characters.

const draftText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      typeof v === "string" || typeof v === "number"
        ? withoutForbiddenCharacters(String(v)).slice(0, max)
        : "",
    );
const draftList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      asList(v)
        .slice(0, max)
        .map((entry) => item.parse(entry) as z.output<T>),
    );
const draftObject = <S extends z.ZodRawShape>(shape: S) =>
  z
    .unknown()
    .optional()
    .transform((v) => z.object(shape).parse(typeof v === "object" && v !== null ? v : {}));

/** A translated section as typed (issue 34): absent until something was typed in it. */
const draftSection = <S extends z.ZodRawShape>(shape: S) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      typeof v === "object" && v !== null && !Array.isArray(v) ? z.object(shape).parse(v) : undefined,
    );

/** The texts a draft's basics, days and inclusions hold, in Spanish and in their English version alike. */
const draftBasicsTexts = {
  title: draftText(TRIP_LIMITS.titleMax * 2),
  shortDescription: draftText(TRIP_LIMITS.shortDescriptionMax * 2),
  description: draftText(TRIP_LIMITS.descriptionMax * 2),
};
const draftDayTexts = {
  title: draftText(TRIP_LIMITS.dayTitleMax * 2),
  description: draftText(TRIP_LIMITS.dayDescriptionMax * 2),
};
const draftInclusions = {
  included: draftList(draftText(TRIP_LIMITS.itemMax * 2), TRIP_LIMITS.itemsMax),
  excluded: draftList(draftText(TRIP_LIMITS.itemMax * 2), TRIP_LIMITS.itemsMax),
  faqs: draftList(
    draftObject({
      question: draftText(TRIP_LIMITS.faqQuestionMax * 2),
      answer: draftText(TRIP_LIMITS.faqAnswerMax * 2),
    }),
    TRIP_LIMITS.faqsMax,
  ),
};

/**
 * The English version typed in the wizard so far (issue 34, core/content/trip-text.ts TripTranslationContent),
 * bounded like the Spanish fields; createTrip checks it with TRANSLATION_SCHEMAS and writes trip_translations.
 */
const translationDraft = draftObject({
  basics: draftSection(draftBasicsTexts),
  itinerary: draftSection({
    days: draftList(
      draftObject({
        dayNumber: draftText(3),
        ...draftDayTexts,
        activities: draftList(draftText(TRIP_LIMITS.itemMax * 2), TRIP_LIMITS.itemsMax),
      }),
      TRIP_LIMITS.durationMax,
    ),
  }),
  inclusions: draftSection(draftInclusions),
});

/** The wizard's steps that have an English version (issue 34). */
const WIZARD_TEXT_SECTIONS = ["basics", "itinerary", "inclusions"] as const;

/**
 * The English sections last saved exactly as the machine drafted them (issue 34, `isUnchangedMachineDraft`):
 * createTrip writes them as the translation's `machine_sections`. Only those steps' names, each once.
 */
const machineDraftSections = z
  .unknown()
  .optional()
  .transform((v) => WIZARD_TEXT_SECTIONS.filter((section) => asList(v).includes(section)));

/** A draft as stored and as the wizard's fields are filled from it. */
export const tripDraftSchema = z.object({
  basics: draftObject({
    ...draftBasicsTexts,
    country: draftText(TRIP_LIMITS.placeMax),
    city: draftText(TRIP_LIMITS.placeMax),
    region: draftText(TRIP_LIMITS.placeMax),
    durationDays: draftText(6),
    category: draftText(60),
    difficulty: draftText(20),
    tags: draftList(draftText(40), TRIP_TAGS.length),
    basePrice: draftText(12),
    maxParticipants: draftText(6),
  }),
  itinerary: draftObject({
    days: draftList(
      draftObject({
        ...draftDayTexts,
        imageUrl: draftText(500),
      }),
      TRIP_LIMITS.durationMax,
    ),
  }),
  inclusions: draftObject(draftInclusions),
  gallery: draftObject({ images: draftList(draftText(500), TRIP_LIMITS.galleryMax) }),
  translations: draftObject({ en: translationDraft, enMachine: machineDraftSections }),
});
export type TripDraftData = z.output<typeof tripDraftSchema>;

/** An empty wizard: one day, one row per list, three gallery rows (doc 2 §9). */
export function emptyTripDraft(): TripDraftData {
  return tripDraftSchema.parse({
    itinerary: { days: [{}] },
    inclusions: { included: [""], excluded: [""], faqs: [] },
    gallery: { images: ["", "", ""] },
  });
}

/** Fewer itinerary days than the trip lasts: the wizard warns (it does not block). */
export function hasFewerDaysThanDuration(days: number, durationDays: unknown): boolean {
  const duration = Number(durationDays);
  return Number.isInteger(duration) && duration > days;
}
