import { z } from "zod";
import { tropleaderProfileSchema } from "../schemas/tropleader-profile.ts";

/**
 * A tropleader's public texts in another language (issue 34): the bio and the presentation, with the Spanish
 * form's own rules (same limits, same translated messages, control characters refused). Either may be empty:
 * an empty one shows the Spanish text, marked as Spanish.
 */
export const profileTranslationSchema = z.object({
  bio: tropleaderProfileSchema.shape.bio,
  presentation: tropleaderProfileSchema.shape.tropleaderPresentation,
});
export type ProfileTranslationText = z.output<typeof profileTranslationSchema>;
