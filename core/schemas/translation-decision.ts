import { z } from "zod";
import { tripRejectionReason } from "./trip-decision.ts";

/**
 * An admin's decision on a trip's English version alone (issue 34): approve it, or reject it with a reason the
 * guide reads on the edit screen (the same rules and texts as a trip's rejection). The trip is not touched.
 */
export const translationDecisionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("translation-approve"), tripId: z.uuid("admin:trips.notFound") }),
    z.object({
      intent: z.literal("translation-reject"),
      tripId: z.uuid("admin:trips.notFound"),
      reason: tripRejectionReason,
    }),
  ],
  { error: "admin:trips.notFound" },
);
export type TranslationDecision = z.infer<typeof translationDecisionSchema>;
