import { TRANSLATION_SCHEMAS } from "#core/content/trip-text";
import { formValues } from "#core/schemas/form-values";
import { isTextStep, type TextStep } from "./translation-values.ts";
import type { FieldErrors } from "./wizard-types.ts";

const CONTROL_FIELDS = new Set(["intent", "step", "draftId", "section", "locale", "machineDraft"]);
/** A machine draft echoed back is at most the section's own size (the page form limit is 64 kB). */
const MACHINE_DRAFT_MAX = 64_000;

/**
 * A post of one step's English version: the section, its fields as typed (nested like the form's names) and
 * the machine draft the browser was given, if any (the server marks the section machine-translated only when
 * the values saved are that draft, unchanged). Null when the section is not a text step.
 */
export function readTranslationPost(form: FormData) {
  const section = String(form.get("section") ?? "");
  if (!isTextStep(section)) return null;
  const values = formValues([...form.entries()].filter(([name]) => !CONTROL_FIELDS.has(name)));
  const raw = form.get("machineDraft");
  let machineDraft: unknown;
  if (typeof raw === "string" && raw.length > 0 && raw.length <= MACHINE_DRAFT_MAX) {
    try {
      machineDraft = JSON.parse(raw);
    } catch {
      machineDraft = undefined;
    }
  }
  return { section, values, machineDraft, draftId: String(form.get("draftId") ?? "") || null };
}

/** The English step's field errors by path, each an i18n key (first message per field), or null if valid. */
export function translationErrors(section: TextStep, values: unknown): FieldErrors | null {
  const parsed = TRANSLATION_SCHEMAS[section].safeParse(values);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}
