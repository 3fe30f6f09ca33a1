import { z } from "zod";
import { text } from "../schemas/text.ts";
import { departureDocumentSchema } from "../schemas/trip-document.ts";
import {
  TRIP_LIMITS,
  tripBasicsSchema,
  tripInclusionsSchema,
  tripItinerarySchema,
} from "../schemas/trip-wizard.ts";

/** The parts of a trip a guide writes in a second language, each saved on its own (one wizard/edit step). */
export const TRANSLATABLE_SECTIONS = ["basics", "itinerary", "inclusions", "documents"] as const;
export type TranslatableSection = (typeof TRANSLATABLE_SECTIONS)[number];

export function isTranslatableSection(value: unknown): value is TranslatableSection {
  return (TRANSLATABLE_SECTIONS as readonly unknown[]).includes(value);
}

export type TripBasicsText = { title: string; shortDescription: string; description: string };
/** One entry per Spanish day, matched by dayNumber. */
export type TripItineraryText = {
  days: { dayNumber: number; title: string; description: string; activities: string[] }[];
};
/** `faqs`: same count and order as the Spanish FAQs. */
export type TripInclusionsText = {
  included: string[];
  excluded: string[];
  faqs: { question: string; answer: string }[];
};
/** Keyed by trip_documents.id. */
export type TripDocumentsText = { titles: Record<string, string> };

export type TripTranslationContent = {
  basics?: TripBasicsText;
  itinerary?: TripItineraryText;
  inclusions?: TripInclusionsText;
  documents?: TripDocumentsText;
};
/** The Spanish texts of a trip in the same shape (what a translation is compared with). */
export type TripPrimaryText = Required<TripTranslationContent>;

const E = "trips:wizard.errors";

/** The Spanish day card's rules (title, description) with the day it translates and its activities. */
const dayText = tripItinerarySchema.shape.days.out.element.pick({ title: true, description: true }).extend({
  dayNumber: z.coerce.number().int().min(1).max(TRIP_LIMITS.durationMax),
  activities: z.preprocess(
    (v) =>
      (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]).filter(
        (item) => typeof item !== "string" || item.trim() !== "",
      ),
    z
      .array(text().trim().min(1).max(TRIP_LIMITS.itemMax, `${E}.itemMax`))
      .max(TRIP_LIMITS.itemsMax, `${E}.itemsMax`),
  ),
});

/**
 * The rules of a translated section: the Spanish step's own schema (same limits, same translated messages,
 * control characters refused), restricted to the fields a person writes. Whether it matches the Spanish trip
 * (same days, same number of FAQs, existing documents) is checked against the trip by the save service.
 */
export const TRANSLATION_SCHEMAS = {
  basics: tripBasicsSchema.pick({ title: true, shortDescription: true, description: true }),
  itinerary: z.object({
    days: z.preprocess(
      (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(dayText)
        .min(1, `${E}.daysMin`)
        .max(TRIP_LIMITS.durationMax, `${E}.daysMax`)
        .refine(
          (days) => new Set(days.map((d) => d.dayNumber)).size === days.length,
          "trips:errors.translationDays",
        ),
    ),
  }),
  inclusions: tripInclusionsSchema,
  documents: z.object({
    titles: z.record(z.string().uuid(), departureDocumentSchema.shape.title),
  }),
} as const satisfies Record<TranslatableSection, z.ZodType>;

export type SectionCompleteness = "complete" | "partial" | "missing";

/** Whether a translated section covers every part of the Spanish one (days, FAQs, documents). */
function matchesPrimary(
  section: TranslatableSection,
  content: TripTranslationContent,
  primary: TripPrimaryText,
) {
  switch (section) {
    case "basics":
      return true;
    case "itinerary": {
      const wanted = primary.itinerary.days.map((d) => d.dayNumber).sort((a, b) => a - b);
      const have = (content.itinerary?.days ?? []).map((d) => d.dayNumber).sort((a, b) => a - b);
      return wanted.length === have.length && wanted.every((n, i) => n === have[i]);
    }
    case "inclusions":
      return (content.inclusions?.faqs.length ?? -1) === primary.inclusions.faqs.length;
    case "documents": {
      const titles = content.documents?.titles ?? {};
      return Object.keys(primary.documents.titles).every((id) => (titles[id] ?? "").trim() !== "");
    }
  }
}

function isEmptyInPrimary(section: TranslatableSection, primary: TripPrimaryText): boolean {
  return section === "documents" && Object.keys(primary.documents.titles).length === 0;
}

/**
 * Per section: "missing" when nothing was written, "complete" when it passes the section's rules and covers the
 * whole Spanish section, "partial" otherwise. A section the Spanish trip does not have (no documents) is complete.
 */
export function translationCompleteness(
  content: TripTranslationContent,
  primary: TripPrimaryText,
): Record<TranslatableSection, SectionCompleteness> {
  const result = {} as Record<TranslatableSection, SectionCompleteness>;
  for (const section of TRANSLATABLE_SECTIONS) {
    const value = content[section];
    if (isEmptyInPrimary(section, primary)) result[section] = "complete";
    else if (value === undefined) result[section] = "missing";
    else
      result[section] =
        TRANSLATION_SCHEMAS[section].safeParse(value).success && matchesPrimary(section, content, primary)
          ? "complete"
          : "partial";
  }
  return result;
}
