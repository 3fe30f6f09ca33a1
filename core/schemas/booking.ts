import { z } from "zod";
import { LIMITS } from "../constants/limits.ts";
import { birthDateField } from "./birth-date.ts";
import { text } from "./text.ts";

export const BOOKING_TEXT_MAX = 1000;
export const EMERGENCY_NAME_MAX = 100;
export const EMERGENCY_PHONE_MAX = 30;
export const EMERGENCY_RELATIONSHIP_MAX = 50;

const optionalText = text()
  .trim()
  .max(BOOKING_TEXT_MAX, "booking:form.errors.textMax")
  .optional()
  .transform((v) => v ?? "");

/**
 * The booking form (issue 5): participants from 1 to the seats left on the departure, an emergency contact,
 * optional dietary restrictions, medical conditions and special requests, and the traveller's birth date when
 * the account has none yet. The browser builds it with the
 * seats it was shown; the server with the departure's capacity, and the seat hold itself has the last word.
 * The amount is never part of the form: the server computes it.
 */
export function bookingFormSchema(maxParticipants: number, options: { askBirthDate?: boolean } = {}) {
  const max = Math.max(1, Math.min(maxParticipants, LIMITS.tripParticipantsMax));
  return z.object({
    // Asked only of a traveller whose account has none (adults only, doc 1 terms); the server then requires it.
    birthDate: options.askBirthDate
      ? birthDateField("booking:form.errors.birthDateRequired")
      : birthDateField()
          .optional()
          .transform((v) => v ?? ""),
    participants: z
      .number({ error: "booking:form.errors.participantsRequired" })
      .int("booking:form.errors.participantsRequired")
      .min(1, "booking:form.errors.participantsMin")
      .max(max, { message: "booking:form.errors.participantsMax" }),
    emergencyContact: z.object({
      name: text({ error: "booking:form.errors.emergencyNameRequired" })
        .trim()
        .min(2, "booking:form.errors.emergencyNameRequired")
        .max(EMERGENCY_NAME_MAX, "booking:form.errors.emergencyNameMax"),
      phone: text({ error: "booking:form.errors.emergencyPhoneRequired" })
        .trim()
        .min(1, "booking:form.errors.emergencyPhoneRequired")
        .max(EMERGENCY_PHONE_MAX, "booking:form.errors.emergencyPhoneInvalid")
        .regex(/^\+?[0-9][0-9 ().-]{5,}$/, "booking:form.errors.emergencyPhoneInvalid"),
      relationship: text({ error: "booking:form.errors.emergencyRelationshipRequired" })
        .trim()
        .min(2, "booking:form.errors.emergencyRelationshipRequired")
        .max(EMERGENCY_RELATIONSHIP_MAX, "booking:form.errors.emergencyRelationshipMax"),
    }),
    dietaryRestrictions: optionalText,
    medicalConditions: optionalText,
    specialRequests: optionalText,
  });
}

export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormValues = z.output<ReturnType<typeof bookingFormSchema>>;

/** What the server's startCheckout accepts: the form plus the departure. */
export const startCheckoutSchema = bookingFormSchema(LIMITS.tripParticipantsMax).extend({
  departureId: z.uuid({ error: "booking:errors.departureNotFound" }),
});
export type StartCheckoutInput = z.input<typeof startCheckoutSchema>;
