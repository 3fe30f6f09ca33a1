import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";

/** Validates a chat input with its core schema; the first problem becomes the translated error. */
export function parseChatInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", parsed.error.issues[0]?.message ?? "chat:errors.generic");
  }
  return parsed.data;
}
