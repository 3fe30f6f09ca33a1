import { AppError } from "../../lib/app-error.ts";

/** A form's schema as read here: a zod schema, or a flat schema (`core/schemas/flat-schema.ts`). */
type FormSchema<T> = {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };
      };
};

/** Validates with the form's own schema; the first message (an i18n key) becomes the error shown. */
export function parseInput<T>(schema: FormSchema<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new AppError("validation", first?.message ?? "auth:errors.invalidForm", {}, first?.path.join("."));
}
