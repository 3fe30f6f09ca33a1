import { z } from "zod";
import { messageContentSchema } from "./messaging.ts";

/**
 * The support conversation with the admin team (issue 35): opened from the help centre, a booking or a payout,
 * which is then attached. Ids are checked here, ownership on the server. Errors are keys of the support
 * namespace.
 */
const optionalId = (error: string) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .guid({ error })
      .transform((v) => v.toLowerCase())
      .optional(),
  );

export const openSupportSchema = z.object({
  bookingId: optionalId("support:errors.referenceUnavailable"),
  payoutId: optionalId("support:errors.referenceUnavailable"),
});
export type OpenSupportInput = z.infer<typeof openSupportSchema>;

/** The admin inbox's filter: open (default) or solved conversations. */
export const supportInboxStatusSchema = z.enum(["open", "solved"]).catch("open");
export type SupportInboxStatus = z.infer<typeof supportInboxStatusSchema>;

/** An admin's answer in the Soporte tab: the chat's own message rule. */
export const supportReplySchema = z.object({ content: messageContentSchema });
export type SupportReplyInput = z.input<typeof supportReplySchema>;
