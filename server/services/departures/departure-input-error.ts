import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";

/** A refused departure form as the page shows it: the message key on its field. */
export function departureInputError(issue: z.core.$ZodIssue | undefined): AppError {
  return new AppError("validation", issue?.message ?? "departures:errors.invalid", {
    field: String(issue?.path[0] ?? ""),
  });
}
