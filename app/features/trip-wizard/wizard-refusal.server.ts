import { actionRefusal } from "../../lib/action-failure.server.ts";
import type { FieldErrors } from "./wizard-types.ts";

/** What the forms show when a refusal names no field of its own. */
const INVALID = "trips:wizard.errors.invalid";

/**
 * A wizard or edit post refused (issue 36): the one action-error shape, whose `error` is the whole form's
 * message or else the first field's, plus what the step's form reads (the step, its field errors by path,
 * the form's error with its parameters).
 */
export function stepRefusal(
  intent: string,
  refused: {
    step: number;
    errors: FieldErrors;
    formError?: { key: string; params?: Record<string, string | number> };
  },
  status = 422,
) {
  const main = refused.formError ?? { key: Object.values(refused.errors)[0] ?? INVALID };
  return actionRefusal(main.key, { intent, ...refused }, { status, params: main.params });
}

/** Saving one step's English version refused: the same shape, plus its section, field errors and what was typed. */
export function translationRefusal(
  section: "basics" | "itinerary" | "inclusions",
  refused: { errors: FieldErrors; formError?: string; values?: Record<string, unknown> },
) {
  return actionRefusal(
    refused.formError ?? Object.values(refused.errors)[0] ?? INVALID,
    { intent: "translation-save" as const, section, ...refused },
    { status: 422 },
  );
}
