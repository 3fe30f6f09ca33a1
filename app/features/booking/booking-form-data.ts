/** What the booking form holds, as typed (the server validates it with the booking schema). */
export type BookingFormTyped = {
  participants: number;
  /** Only asked when the account has no birth date yet. */
  birthDate?: string;
  emergencyContact: { name: string; phone: string; relationship: string };
  dietaryRestrictions: string;
  medicalConditions: string;
  specialRequests: string;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/**
 * The booking values from a plain form post (a browser that submits before the page's JavaScript has loaded,
 * or without it); the page normally sends the same values as JSON.
 */
export function bookingValuesFromForm(form: FormData): BookingFormTyped {
  return {
    participants: Number(text(form, "participants")),
    birthDate: text(form, "birthDate"),
    emergencyContact: {
      name: text(form, "emergencyContact.name"),
      phone: text(form, "emergencyContact.phone"),
      relationship: text(form, "emergencyContact.relationship"),
    },
    dietaryRestrictions: text(form, "dietaryRestrictions"),
    medicalConditions: text(form, "medicalConditions"),
    specialRequests: text(form, "specialRequests"),
  };
}
