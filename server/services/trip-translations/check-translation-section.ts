import {
  TRANSLATION_SCHEMAS,
  type TranslatableSection,
  type TripPrimaryText,
  type TripTranslationContent,
} from "#core/content/trip-text";
import { AppError } from "../../lib/app-error.ts";

/**
 * One translated section checked as the Spanish step is (TRANSLATION_SCHEMAS: same limits, same translated
 * messages) and against the Spanish trip: each day one of its days, the same number of FAQs (they are shown
 * one for one), only its documents. Returns the cleaned section or throws a validation AppError.
 */
export function checkTranslationSection<S extends TranslatableSection>(
  section: S,
  values: unknown,
  primary: TripPrimaryText,
): NonNullable<TripTranslationContent[S]> {
  const parsed = TRANSLATION_SCHEMAS[section].safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("validation", issue?.message ?? "trips:wizard.errors.invalid", {
      section,
      field: issue?.path.join(".") ?? "",
    });
  }
  const value = parsed.data as NonNullable<TripTranslationContent[TranslatableSection]>;
  if (section === "itinerary") {
    const days = new Set(primary.itinerary.days.map((d) => d.dayNumber));
    if (
      (value as NonNullable<TripTranslationContent["itinerary"]>).days.some((d) => !days.has(d.dayNumber))
    ) {
      throw new AppError("validation", "trips:errors.translationDays", { section, field: "days" });
    }
  } else if (section === "inclusions") {
    const faqs = (value as NonNullable<TripTranslationContent["inclusions"]>).faqs;
    if (faqs.length !== primary.inclusions.faqs.length) {
      throw new AppError("validation", "trips:errors.translationFaqs", { section, field: "faqs" });
    }
  } else if (section === "documents") {
    const titles = (value as NonNullable<TripTranslationContent["documents"]>).titles;
    if (Object.keys(titles).some((id) => !(id in primary.documents.titles))) {
      throw new AppError("validation", "trips:errors.translationDocuments", { section, field: "titles" });
    }
  }
  return value as NonNullable<TripTranslationContent[S]>;
}
