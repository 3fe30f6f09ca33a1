import type { TripDraftData, WizardStep } from "#core/schemas/trip-wizard";

/** What the wizard's step 1 offers (server/services/trips/get-wizard-options.ts). */
export type WizardOptions = {
  categories: string[];
  countries: string[];
  destinations: { country: string; city: string; region: string }[];
};

/** Field errors by field path (`title`, `days.0.title`), each an i18n key. */
export type FieldErrors = Record<string, string>;

/** What a wizard or edit post answers when it does not navigate away. */
export type StepResult =
  | { ok: true; intent: string; draftId?: string; part?: WizardStep }
  | {
      ok: false;
      intent: string;
      /** The step the errors belong to (1-4). */
      step: number;
      errors: FieldErrors;
      /** An error of the whole form (e.g. 'Error al crear el viaje: {detail}'), already an i18n key. */
      formError?: { key: string; params?: Record<string, string | number> };
    }
  /** A row button posted before the scripts loaded (edit page): the part's rows as they now are. */
  | { ok: "rows"; intent: string; part: WizardStep; data: TripDraftData };

export type StepSlice = Record<string, unknown>;

/** What saving one step's English version answers (wizard and edit page). */
export type TranslationResult =
  | { ok: true; intent: "translation-save"; section: "basics" | "itinerary" | "inclusions" }
  | {
      ok: false;
      intent: "translation-save";
      section: "basics" | "itinerary" | "inclusions";
      /** Field errors by path (`title`, `days.0.title`), each an i18n key. */
      errors: FieldErrors;
      /** An error of the whole form, an i18n key. */
      formError?: string;
      /** What was typed, for the form to show again (a plain post before the scripts load). */
      values?: Record<string, unknown>;
    };
