import type {
  TripBasicsText,
  TripInclusionsText,
  TripItineraryText,
  TripPrimaryText,
  TripTranslationContent,
} from "#core/content/trip-text";
import type { TripDraftData } from "#core/schemas/trip-wizard";

/** The text steps that have an English version in the wizard and on the edit screen. */
export const TEXT_STEPS = ["basics", "itinerary", "inclusions"] as const;
export type TextStep = (typeof TEXT_STEPS)[number];

export function isTextStep(value: unknown): value is TextStep {
  return (TEXT_STEPS as readonly unknown[]).includes(value);
}

export type SectionText = TripBasicsText | TripItineraryText | TripInclusionsText;

/** The Spanish texts of the wizard's fields (as typed or as saved) in a translation's shape. */
export function spanishTextOf(
  data: TripDraftData,
  activities: Record<number, string[]> = {},
): Pick<TripPrimaryText, TextStep> {
  return {
    basics: {
      title: data.basics.title,
      shortDescription: data.basics.shortDescription,
      description: data.basics.description,
    },
    itinerary: {
      days: data.itinerary.days.map((day, i) => ({
        dayNumber: i + 1,
        title: day.title,
        description: day.description,
        activities: activities[i + 1] ?? [],
      })),
    },
    inclusions: {
      included: data.inclusions.included.filter((item) => item.trim() !== ""),
      excluded: data.inclusions.excluded.filter((item) => item.trim() !== ""),
      faqs: data.inclusions.faqs.filter((faq) => faq.question.trim() !== "" || faq.answer.trim() !== ""),
    },
  };
}

/**
 * The English form's starting values: what was saved (or typed) in English, laid out over the Spanish
 * section (one day per Spanish day, one row per Spanish item and FAQ), blank where nothing is written yet.
 */
export function englishFormValues(
  step: TextStep,
  spanish: Pick<TripPrimaryText, TextStep>,
  english: TripTranslationContent,
): Record<string, unknown> {
  switch (step) {
    case "basics": {
      const saved = english.basics;
      return {
        title: saved?.title ?? "",
        shortDescription: saved?.shortDescription ?? "",
        description: saved?.description ?? "",
      };
    }
    case "itinerary": {
      const saved = new Map((english.itinerary?.days ?? []).map((d) => [d.dayNumber, d]));
      return {
        days: spanish.itinerary.days.map((day) => {
          const own = saved.get(day.dayNumber);
          return {
            dayNumber: day.dayNumber,
            title: own?.title ?? "",
            description: own?.description ?? "",
            activities: day.activities.map((_, j) => own?.activities[j] ?? ""),
          };
        }),
      };
    }
    case "inclusions": {
      const saved = english.inclusions;
      const rows = (list: string[], own: string[] | undefined) =>
        Array.from({ length: Math.max(list.length, own?.length ?? 0, 1) }, (_, i) => own?.[i] ?? "");
      return {
        included: rows(spanish.inclusions.included, saved?.included),
        excluded: rows(spanish.inclusions.excluded, saved?.excluded),
        faqs: spanish.inclusions.faqs.map((_, i) => ({
          question: saved?.faqs[i]?.question ?? "",
          answer: saved?.faqs[i]?.answer ?? "",
        })),
      };
    }
  }
}

/** The English version kept in a wizard draft (as typed, day numbers as text) in a translation's shape. */
export function draftEnglishContent(draft: TripDraftData): TripTranslationContent {
  const en = draft.translations.en;
  return {
    ...(en.basics ? { basics: en.basics } : {}),
    ...(en.itinerary
      ? { itinerary: { days: en.itinerary.days.map((d) => ({ ...d, dayNumber: Number(d.dayNumber) || 0 })) } }
      : {}),
    ...(en.inclusions ? { inclusions: en.inclusions } : {}),
  };
}
