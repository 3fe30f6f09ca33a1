import type { z } from "zod";

/**
 * The i18n key of a failed parse: our schemas' messages are "namespace:key"; anything else (zod's own
 * English text for a missing or mistyped body) becomes the form's generic message.
 */
export function firstIssueKey(error: z.ZodError, fallback: string): string {
  const message = error.issues[0]?.message;
  return message && /^[a-z-]+:[\w.]+$/i.test(message) ? message : fallback;
}
