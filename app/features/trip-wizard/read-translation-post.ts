import { TRANSLATION_SCHEMAS } from "#core/content/trip-text";
import { formValues } from "#core/schemas/form-values";
import { isTextStep, type TextStep } from "./translation-values.ts";
import type { FieldErrors } from "./wizard-types.ts";

const CONTROL_FIELDS = new Set(["intent", "step", "draftId", "section", "locale"]);

/**
 * A post of one step's English version: the section and its fields as typed (nested like the form's names).
 * Whether they are a machine draft saved unchanged is the server's own record, never the browser's claim.
 * Null when the section is not a text step.
 */
export function readTranslationPost(form: FormData) {
  const section = String(form.get("section") ?? "");
  if (!isTextStep(section)) return null;
  const values = formValues([...form.entries()].filter(([name]) => !CONTROL_FIELDS.has(name)));
  return { section, values, draftId: String(form.get("draftId") ?? "") || null };
}

/** The English step's field errors by path, each an i18n key (first message per field), or null if valid. */
export function translationErrors(section: TextStep, values: unknown): FieldErrors | null {
  const parsed = TRANSLATION_SCHEMAS[section].safeParse(values);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}
