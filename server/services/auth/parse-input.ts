import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";

/** Validates with the form's own schema; the first message (an i18n key) becomes the error shown. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new AppError("validation", first?.message ?? "auth:errors.invalidForm", {}, first?.path.join("."));
}
