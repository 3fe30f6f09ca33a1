import { formValues } from "#core/schemas/form-values";
import { TRIP_STEP_SCHEMAS, tripDraftSchema, WIZARD_STEPS, type WizardStep } from "#core/schemas/trip-wizard";
import { isAppError } from "#server/lib/app-error";
import type { FieldErrors } from "./wizard-types.ts";

const CONTROL_FIELDS = new Set(["intent", "step", "draftId"]);

/** A wizard or edit post: its intent, the step it came from, and that step's fields as typed. */
export async function readStepPost(request: Request | FormData) {
  const form = request instanceof FormData ? request : await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const number = Math.min(4, Math.max(1, Math.trunc(Number(form.get("step"))) || 1));
  const step = WIZARD_STEPS[number - 1] as WizardStep;
  const values = formValues([...form.entries()].filter(([name]) => !CONTROL_FIELDS.has(name)));
  const draftId = String(form.get("draftId") ?? "") || null;
  return { intent, number, step, values, draftId };
}

/** The step's fields as a draft slice (bounded, never refused). */
export function draftSlice(step: WizardStep, values: unknown) {
  return tripDraftSchema.shape[step].parse(values);
}

/** The step's field errors by path, each an i18n key (first message per field). */
export function stepErrors(step: WizardStep, values: unknown): FieldErrors | null {
  const parsed = TRIP_STEP_SCHEMAS[step].safeParse(values);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A service's refusal as field errors of its step (params step/field) or as an error of the whole form. */
export function serviceErrors(error: unknown, fallbackStep: number) {
  if (!isAppError(error)) throw error;
  const step = Number(error.params.step) || fallbackStep;
  const field = typeof error.params.field === "string" ? error.params.field : "";
  if (error.code === "validation" && field) return { step, errors: { [field]: error.messageKey } };
  return { step, errors: {}, formError: { key: error.messageKey, params: error.params } };
}
