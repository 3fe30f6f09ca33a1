import { z } from "zod";
import { SECONDARY_CONTENT_LOCALES } from "../content/content-locales.ts";
import { profileTranslationSchema } from "../content/profile-text.ts";
import { text } from "./text.ts";
import { DOCUMENT_TITLE_MAX } from "./trip-document.ts";
import { TRIP_LIMITS } from "./trip-wizard.ts";

const E = "trips:wizard.errors";
/** More document titles than a trip's departures could hold between them is not a real request. */
const DOCUMENT_TITLES_MAX = 200;

/**
 * A text to draft from: the Spanish field as it is in the form, possibly unfinished (a draft of a step being
 * written is allowed), so only the maxima and the control-character rule of the step's schema apply.
 */
const field = (max: number, message: string) => text().max(max, message).default("");
const list = (max: number, message: string, count: number, countMessage: string) =>
  z.array(field(max, message)).max(count, countMessage).default([]);

/** The Spanish texts of one section, in the shape of its translation (core/content/trip-text.ts). */
export const TRANSLATION_DRAFT_VALUES = {
  basics: z.object({
    title: field(TRIP_LIMITS.titleMax, `${E}.titleMax`),
    shortDescription: field(TRIP_LIMITS.shortDescriptionMax, `${E}.shortDescriptionMax`),
    description: field(TRIP_LIMITS.descriptionMax, `${E}.descriptionMax`),
  }),
  itinerary: z.object({
    days: z
      .array(
        z.object({
          dayNumber: z.coerce.number().int().min(1).max(TRIP_LIMITS.durationMax),
          title: field(TRIP_LIMITS.dayTitleMax, `${E}.dayTitleMax`),
          description: field(TRIP_LIMITS.dayDescriptionMax, `${E}.dayDescriptionMax`),
          activities: list(TRIP_LIMITS.itemMax, `${E}.itemMax`, TRIP_LIMITS.itemsMax, `${E}.itemsMax`),
        }),
      )
      .max(TRIP_LIMITS.durationMax, `${E}.daysMax`),
  }),
  inclusions: z.object({
    included: list(TRIP_LIMITS.itemMax, `${E}.itemMax`, TRIP_LIMITS.itemsMax, `${E}.itemsMax`),
    excluded: list(TRIP_LIMITS.itemMax, `${E}.itemMax`, TRIP_LIMITS.itemsMax, `${E}.itemsMax`),
    faqs: z
      .array(
        z.object({
          question: field(TRIP_LIMITS.faqQuestionMax, `${E}.faqQuestionMax`),
          answer: field(TRIP_LIMITS.faqAnswerMax, `${E}.faqAnswerMax`),
        }),
      )
      .max(TRIP_LIMITS.faqsMax, `${E}.faqsMax`)
      .default([]),
  }),
  documents: z.object({
    titles: z
      .record(z.string().uuid(), field(DOCUMENT_TITLE_MAX, "workspace:documents.errors.titleMax"))
      .refine((titles) => Object.keys(titles).length <= DOCUMENT_TITLES_MAX, `${E}.invalid`),
  }),
  /** The guide's own bio and presentation (Editar perfil), with their maxima. */
  profile: profileTranslationSchema.partial().transform((v) => ({
    bio: v.bio ?? "",
    presentation: v.presentation ?? "",
  })),
} as const;

const common = {
  /** The trip being edited; absent in the wizard, before the trip exists. */
  tripId: z.string().uuid().optional(),
  from: z.literal("es").default("es"),
  to: z.enum(SECONDARY_CONTENT_LOCALES),
};

/**
 * POST /api/translation-draft: one section's Spanish texts to draft in another language. The browser builds
 * it from the step's form (or the profile's); the server checks it again before anything reaches the provider.
 * `profile` is always the signed-in guide's own profile (no id to name another).
 */
export const translationDraftRequestSchema = z.discriminatedUnion("section", [
  z.object({ ...common, section: z.literal("basics"), values: TRANSLATION_DRAFT_VALUES.basics }),
  z.object({ ...common, section: z.literal("itinerary"), values: TRANSLATION_DRAFT_VALUES.itinerary }),
  z.object({ ...common, section: z.literal("inclusions"), values: TRANSLATION_DRAFT_VALUES.inclusions }),
  z.object({ ...common, section: z.literal("documents"), values: TRANSLATION_DRAFT_VALUES.documents }),
  z.object({
    from: common.from,
    to: common.to,
    section: z.literal("profile"),
    values: TRANSLATION_DRAFT_VALUES.profile,
  }),
]);

export type TranslationDraftRequest = z.infer<typeof translationDraftRequestSchema>;
