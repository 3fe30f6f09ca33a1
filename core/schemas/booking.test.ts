import { describe, expect, it } from "vitest";
import { bookingFormSchema, startCheckoutSchema } from "./booking.ts";

const valid = {
  participants: 2,
  emergencyContact: { name: "Marta López", phone: "+34 600 123 456", relationship: "Hermana" },
  dietaryRestrictions: " Vegetariana ",
};

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("bookingFormSchema", () => {
  it("accepts a complete form and trims the texts", () => {
    const out = bookingFormSchema(5).parse(valid);
    expect(out.dietaryRestrictions).toBe("Vegetariana");
    expect(out.medicalConditions).toBe("");
    expect(out.specialRequests).toBe("");
  });

  it("limits participants to 1..seats left", () => {
    expect(bookingFormSchema(2).safeParse(valid).success).toBe(true);
    expect(messages(bookingFormSchema(1).safeParse(valid))).toEqual({
      participants: "booking:form.errors.participantsMax",
    });
    expect(messages(bookingFormSchema(5).safeParse({ ...valid, participants: 0 }))).toEqual({
      participants: "booking:form.errors.participantsMin",
    });
    expect(messages(bookingFormSchema(5).safeParse({ ...valid, participants: 1.5 }))).toEqual({
      participants: "booking:form.errors.participantsRequired",
    });
  });

  it("requires the emergency contact with a plausible phone", () => {
    const r = bookingFormSchema(5).safeParse({
      ...valid,
      emergencyContact: { name: " ", phone: "abc", relationship: "" },
    });
    expect(messages(r)).toEqual({
      "emergencyContact.name": "booking:form.errors.emergencyNameRequired",
      "emergencyContact.phone": "booking:form.errors.emergencyPhoneInvalid",
      "emergencyContact.relationship": "booking:form.errors.emergencyRelationshipRequired",
    });
  });

  it("caps the free texts", () => {
    const r = bookingFormSchema(5).safeParse({ ...valid, specialRequests: "x".repeat(1001) });
    expect(messages(r)).toEqual({ specialRequests: "booking:form.errors.textMax" });
  });
});

describe("startCheckoutSchema", () => {
  it("needs a departure id and ignores any amount the browser sends", () => {
    const out = startCheckoutSchema.parse({
      ...valid,
      departureId: "0b9c6f8e-7c1a-4d2e-9f3b-2a1c4e5d6f70",
      totalAmountCents: 1,
    });
    expect("totalAmountCents" in out).toBe(false);
    expect(startCheckoutSchema.safeParse({ ...valid, departureId: "nope" }).success).toBe(false);
  });
});
