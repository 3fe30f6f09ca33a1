import { z } from "zod";
import { LIMITS } from "../constants/limits.ts";

const seats = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ error: "waitlist:errors.participants" })
    .int("waitlist:errors.participants")
    .min(1, "waitlist:errors.participants")
    .max(LIMITS.tripParticipantsMax, "waitlist:errors.participants"),
);

/** Joining a full departure's waitlist with the number of seats wanted (the browser and the server). */
export const joinWaitlistSchema = z.object({
  departureId: z.uuid({ error: "waitlist:errors.departureNotFound" }),
  participants: seats,
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

/** Leaving it, or declining an open offer. */
export const leaveWaitlistSchema = z.object({
  departureId: z.uuid({ error: "waitlist:errors.departureNotFound" }),
});
