/**
 * Characters no text field takes: the C0 controls but tab, line feed and carriage return (NUL among them, which
 * PostgreSQL refuses), DEL, the C1 controls, and halves of a surrogate pair on their own (not text at all).
 * No zod here: the light schemas (`zod/mini`, `login.ts`) and the classic ones (`text.ts`) both use it.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = "common:errors.controlCharacters";

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** Removes what hasForbiddenCharacters finds (for inputs that are read leniently, such as a search). */
export function withoutForbiddenCharacters(value: string): string {
  return value.replace(new RegExp(FORBIDDEN.source, "g"), "");
}
