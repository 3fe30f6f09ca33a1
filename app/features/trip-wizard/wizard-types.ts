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
