import { isDeepStrictEqual } from "node:util";
import { TRANSLATION_SCHEMAS, type TranslatableSection } from "#core/content/trip-text";

/**
 * Whether a translated section is saved exactly as the machine drafted it (issue 34): `value` is the section as
 * checked by TRANSLATION_SCHEMAS, `machineDraft` the draft the browser was given (undefined when none), read by
 * the same schema and compared deep-equal. The one rule behind the 'Traducción automática' label, for the edit
 * screen's save and the wizard's alike.
 */
export function isUnchangedMachineDraft(
  section: TranslatableSection,
  value: unknown,
  machineDraft: unknown,
): boolean {
  if (machineDraft === undefined) return false;
  const draft = TRANSLATION_SCHEMAS[section].safeParse(machineDraft);
  return draft.success && isDeepStrictEqual(draft.data, value);
}
