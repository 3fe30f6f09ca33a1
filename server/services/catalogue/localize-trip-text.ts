import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import { pickSection } from "#core/content/pick-content";
import type {
  TripBasicsText,
  TripInclusionsText,
  TripItineraryText,
  TripTranslationContent,
} from "#core/content/trip-text";

/** How a section of the trip page is shown: its language (lang="es" on an English page) and machine origin. */
export type SectionShown = { lang: ContentLocale; machine: boolean };

/** The page's sections that can be read in another language (issue 34). */
export type TripSectionLangs = { basics: SectionShown; itinerary: SectionShown; inclusions: SectionShown };

/** The Spanish texts of a trip as the trip page holds them. */
export type TripPageText = {
  title: string;
  shortDescription: string;
  description: string;
  itinerary: {
    day: number;
    title: string;
    description: string;
    imageUrl: string | null;
    activities: string[];
  }[];
  included: string[];
  excluded: string[];
  faqs: { question: string; answer: string }[];
};

export type VisibleTranslation = { content: TripTranslationContent; machineSections: string[] };

/** The translated days in the page's shape, or undefined unless every Spanish day has its translation. */
function translatedDays(
  days: TripPageText["itinerary"],
  text: TripItineraryText | undefined,
): TripPageText["itinerary"] | undefined {
  if (!text) return undefined;
  const byDay = new Map(text.days.map((d) => [d.dayNumber, d]));
  if (days.some((d) => !byDay.has(d.day))) return undefined;
  return days.map((d) => {
    const t = byDay.get(d.day)!;
    return { ...d, title: t.title, description: t.description, activities: t.activities };
  });
}

/** The translated inclusions, or undefined unless they answer every Spanish FAQ (same count and order). */
function translatedInclusions(
  primary: TripInclusionsText,
  text: TripInclusionsText | undefined,
): TripInclusionsText | undefined {
  if (!text || text.faqs.length !== primary.faqs.length) return undefined;
  return text;
}

/**
 * The trip page's texts in the visitor's language (issue 34), section by section: a section's translation
 * when the visitor reads another language than Spanish and the trip has an approved, complete version of that
 * section; otherwise its Spanish text, marked "es". A section saved unchanged from a machine draft says so.
 */
export function localizeTripText<T extends TripPageText>(
  trip: T,
  translation: VisibleTranslation | null,
  locale: Locale,
): T & { sectionLangs: TripSectionLangs } {
  const content = translation?.content ?? {};
  const machine = (section: string) => translation?.machineSections.includes(section) ?? false;

  const basics = pickSection<TripBasicsText>(
    { title: trip.title, shortDescription: trip.shortDescription, description: trip.description },
    content.basics,
    locale,
    machine("basics"),
  );
  const itinerary = pickSection(
    trip.itinerary,
    translatedDays(trip.itinerary, content.itinerary),
    locale,
    machine("itinerary"),
  );
  const inclusions = pickSection<TripInclusionsText>(
    { included: trip.included, excluded: trip.excluded, faqs: trip.faqs },
    translatedInclusions(
      { included: trip.included, excluded: trip.excluded, faqs: trip.faqs },
      content.inclusions,
    ),
    locale,
    machine("inclusions"),
  );
  const shown = (s: { lang: ContentLocale; machine: boolean }): SectionShown => ({
    lang: s.lang,
    machine: s.machine,
  });
  return {
    ...trip,
    title: basics.value.title,
    shortDescription: basics.value.shortDescription,
    description: basics.value.description,
    itinerary: itinerary.value,
    included: inclusions.value.included,
    excluded: inclusions.value.excluded,
    faqs: inclusions.value.faqs,
    sectionLangs: { basics: shown(basics), itinerary: shown(itinerary), inclusions: shown(inclusions) },
  };
}
