import { z } from "zod";
import { LIMITS } from "../constants/limits.ts";
import { text } from "./text.ts";

/**
 * Chat inputs (doc 1 §5: blank messages are not sent; user, conversation and trip ids must be uuids before
 * any chat call). Error messages are i18n keys of the chat namespace. z.guid accepts any 8-4-4-4-12 hex id,
 * which is exactly what the database's uuid type accepts. Ids are lower-cased as the database prints them, so
 * ordering two participant ids in code agrees with the table's CHECK (participant_1_id < participant_2_id).
 */
const id = (error: string) => z.guid({ error }).transform((v) => v.toLowerCase());
export const userIdSchema = id("chat:errors.invalidUserId");
export const tripIdSchema = id("chat:errors.invalidTripId");
export const conversationIdSchema = id("chat:errors.invalidConversationId");
export const departureIdSchema = id("chat:errors.invalidDepartureId");
/** Chosen by the sending browser, so a send whose answer was lost can be retried without a duplicate. */
export const messageIdSchema = id("chat:errors.generic");

/** Empty strings from forms and navigation state count as "no trip". */
const optionalTripId = z.preprocess((v) => (v === "" || v === null ? undefined : v), tripIdSchema.optional());

export const startConversationSchema = z.object({
  otherUserId: z.preprocess((v) => (v === undefined || v === null ? "" : v), userIdSchema),
  tripId: optionalTripId,
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** Either the travellers picked in the tropleader's list, or the departure itself. */
export const startGroupConversationSchema = z
  .object({
    travelerIds: z
      .array(userIdSchema)
      .max(LIMITS.tripParticipantsMax * 5)
      .default([]),
    departureId: z.preprocess((v) => (v === "" || v === null ? undefined : v), departureIdSchema.optional()),
    tripId: optionalTripId,
  })
  .refine((v) => v.travelerIds.length > 0 || v.departureId !== undefined, {
    message: "chat:errors.noUserInfo",
  });
export type StartGroupConversationInput = z.infer<typeof startGroupConversationSchema>;

/** The composer (browser) and the send call (server) share this rule. */
export const messageContentSchema = text({ error: "chat:errors.emptyMessage" })
  .trim()
  .min(1, "chat:errors.emptyMessage")
  .max(LIMITS.messageMaxLength, "chat:errors.messageTooLong");
