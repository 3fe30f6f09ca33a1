import { z } from "zod";
import { text } from "./text.ts";

export const REMINDER_MESSAGE_MAX = 2000;
export const REMINDER_DAYS_MAX = 60;
/** The suggested moments (issue 11: e.g. 7 days and 1 day before); any whole number of days up to 60 is fine. */
export const REMINDER_SUGGESTED_DAYS = [14, 7, 3, 1] as const;
/** Reminders go out at this local hour (platform time zone) on their day. */
export const REMINDER_HOUR = 9;
/** How many reminders one departure may have waiting. */
export const REMINDERS_PER_DEPARTURE_MAX = 10;

const E = "workspace:reminders.errors";

function reminderMessage() {
  return text().trim().min(10, `${E}.messageMin`).max(REMINDER_MESSAGE_MAX, `${E}.messageMax`);
}

/** Comunicación: a reminder `daysBefore` days before the departure, at 09:00 Madrid time, with the guide's text. */
export const departureReminderSchema = z.object({
  daysBefore: z.coerce
    .number({ error: `${E}.days` })
    .int(`${E}.days`)
    .min(0, `${E}.days`)
    .max(REMINDER_DAYS_MAX, `${E}.days`),
  message: reminderMessage(),
  /** The same reminder in English (issue 34), optional: left empty, English travellers get the Spanish one. */
  messageEn: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    reminderMessage().optional(),
  ),
});
export type DepartureReminderInput = z.input<typeof departureReminderSchema>;
