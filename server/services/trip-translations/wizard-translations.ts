import { isDeepStrictEqual } from "node:util";
import {
  TRANSLATION_SCHEMAS,
  type TranslatableSection,
  type TripPrimaryText,
  type TripTranslationContent,
} from "#core/content/trip-text";
import {
  type TripDraftData,
  type TripWizardData,
  tripDraftSchema,
  WIZARD_STEPS,
} from "#core/schemas/trip-wizard";
import { AppError, isAppError } from "../../lib/app-error.ts";
import { checkTranslationSection } from "./check-translation-section.ts";

const WIZARD_SECTIONS = ["basics", "itinerary", "inclusions"] as const;

/** Nothing typed: every text empty (a day's number is not typed). */
function isBlank(value: unknown, key = ""): boolean {
  if (key === "dayNumber") return true;
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every((v) => isBlank(v));
  if (typeof value === "object") return Object.entries(value).every(([k, v]) => isBlank(v, k));
  return false;
}

/** The Spanish texts of a checked wizard, in a translation's shape (days numbered as createTrip writes them). */
function primaryOf(data: TripWizardData): TripPrimaryText {
  return {
    basics: {
      title: data.basics.title,
      shortDescription: data.basics.shortDescription,
      description: data.basics.description,
    },
    itinerary: {
      days: data.itinerary.days.map((d, i) => ({
        dayNumber: i + 1,
        title: d.title,
        description: d.description,
        activities: [],
      })),
    },
    inclusions: data.inclusions,
    documents: { titles: {} },
  };
}

/**
 * The English version sent with the wizard's last step (`translations.en`, issue 34), checked section by section
 * like a saved one (checkTranslationSection); a section left blank is no section. Null when nothing was written.
 * A broken section is a validation error naming its step, so the wizard shows it there.
 */
export function checkWizardTranslations(raw: unknown, data: TripWizardData): TripTranslationContent | null {
  const english =
    typeof raw === "object" && raw !== null
      ? (raw as { translations?: { en?: unknown } }).translations?.en
      : undefined;
  if (typeof english !== "object" || english === null) return null;
  const primary = primaryOf(data);
  const content: TripTranslationContent = {};
  for (const section of WIZARD_SECTIONS) {
    const value = (english as Record<string, unknown>)[section];
    if (isBlank(value)) continue;
    try {
      Object.assign(content, { [section]: checkTranslationSection(section, value, primary) });
    } catch (e) {
      if (!isAppError(e) || e.code !== "validation") throw e;
      throw new AppError("validation", e.messageKey, {
        step: WIZARD_STEPS.indexOf(section) + 1,
        field: String(e.params.field ?? ""),
        locale: "en",
      });
    }
  }
  return Object.keys(content).length ? content : null;
}

/**
 * The wizard's draft with one step's English texts as typed (nothing is lost) and whether they are machine-made:
 * `drafted` when they are what the provider last drafted for this guide's wizard (isUnchangedMachineDraft,
 * owner `wizard`), or when a step already marked so is saved again unchanged. Kept in `translations.enMachine`
 * (server-written only) for createTrip. Texts that do not pass the step's schema are not machine-made.
 */
export function withWizardTranslation(
  current: TripDraftData,
  section: (typeof WIZARD_SECTIONS)[number],
  values: unknown,
  drafted: boolean,
): TripDraftData {
  const parsed = TRANSLATION_SCHEMAS[section].safeParse(values);
  const before = TRANSLATION_SCHEMAS[section].safeParse(current.translations.en[section]);
  const kept =
    current.translations.enMachine.includes(section) &&
    before.success &&
    parsed.success &&
    isDeepStrictEqual(before.data, parsed.data);
  const machine = parsed.success && (drafted || kept);
  const others = current.translations.enMachine.filter((s) => s !== section);
  return tripDraftSchema.parse({
    ...current,
    translations: {
      en: { ...current.translations.en, [section]: values },
      enMachine: machine ? [...others, section] : others,
    },
  });
}

/** The sections of the checked English version that were saved unchanged from a machine draft (`enMachine`). */
export function wizardMachineSections(raw: unknown, content: TripTranslationContent): TranslatableSection[] {
  const listed =
    typeof raw === "object" && raw !== null
      ? (raw as { translations?: { enMachine?: unknown } }).translations?.enMachine
      : undefined;
  if (!Array.isArray(listed)) return [];
  return WIZARD_SECTIONS.filter((section) => listed.includes(section) && content[section] !== undefined);
}
