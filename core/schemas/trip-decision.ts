import { z } from "zod";
import { text } from "./text.ts";

export const TRIP_REJECTION_REASON_MIN = 10;
export const TRIP_REJECTION_REASON_MAX = 1000;

/** The reason the tropleader reads on their dashboard, so they can fix the trip and send it again. */
export const tripRejectionReason = text({ error: "admin:trips.errors.reasonMin" })
  .trim()
  .min(TRIP_REJECTION_REASON_MIN, "admin:trips.errors.reasonMin")
  .max(TRIP_REJECTION_REASON_MAX, "admin:trips.errors.reasonMax");

/** An admin's decision on a pending trip (doc 2 §2 Viajes): approve, or reject with a reason. */
export const tripDecisionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("trip-approve"), tripId: z.uuid("admin:trips.notFound") }),
    z.object({
      intent: z.literal("trip-reject"),
      tripId: z.uuid("admin:trips.notFound"),
      reason: tripRejectionReason,
    }),
  ],
  { error: "admin:trips.notFound" },
);
export type TripDecision = z.infer<typeof tripDecisionSchema>;
