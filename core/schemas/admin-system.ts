import { z } from "zod";

/**
 * Sistema (issue 38): an admin's action on the machinery. A failed job is retried or discarded (its id is the
 * jobs table's number); a failed email is sent again (its id is the outbox's uuid).
 */
export const adminSystemActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.enum(["job-retry", "job-discard"]),
      id: z.coerce
        .number("system:errors.jobNotFound")
        .int("system:errors.jobNotFound")
        .positive("system:errors.jobNotFound")
        .max(Number.MAX_SAFE_INTEGER, "system:errors.jobNotFound"),
    }),
    z.object({ intent: z.literal("email-resend"), id: z.uuid("system:errors.emailNotFound") }),
  ],
  { error: "system:errors.unknownAction" },
);
export type AdminSystemAction = z.infer<typeof adminSystemActionSchema>;
