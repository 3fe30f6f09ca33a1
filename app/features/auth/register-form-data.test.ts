import { describe, expect, it } from "vitest";
import { registerValuesFromForm, typedRegisterValues } from "./register-form-data.ts";

function applicantForm(): FormData {
  const form = new FormData();
  for (const [name, value] of [
    ["name", "Leo Guía"],
    ["email", "leo@tropa.test"],
    ["birthDate", "1990-04-12"],
    ["password", "secreto123"],
    ["confirmPassword", "secreto123"],
    ["role", "tropleader"],
    ["acceptTerms", "on"],
    ["application.location", "Granada"],
    ["application.experienceYears", "7"],
    ["application.specialties", "Montaña"],
    ["application.specialties", "Nieve"],
    ["application.languages", "es"],
    ["application.languages", "fr"],
    ["application.websiteUrl", "https://leo.example.com"],
    ["application.socialMediaUrl", "https://social.example.com/leo"],
    ["application.hasAgencyLicense", "on"],
    ["application.agencyLicenseDetails", "AV-123"],
    ["application.expectedAnnualTrips", "6"],
    ["application.travelSpecialty", "Travesías"],
    ["application.previousExperience", "Diez años"],
    ["application.tropleaderPresentation", "Soy Leo"],
    ["application.motivation", "Me encanta guiar grupos por la montaña."],
  ] as const) {
    form.append(name, value);
  }
  return form;
}

describe("what a refused registration sends back", () => {
  it("keeps every field of a plain post, the tropleader application included, but never a password", () => {
    const typed = typedRegisterValues(registerValuesFromForm(applicantForm()));
    expect(typed).toEqual({
      name: "Leo Guía",
      email: "leo@tropa.test",
      birthDate: "1990-04-12",
      role: "tropleader",
      acceptTerms: true,
      application: {
        location: "Granada",
        experienceYears: "7",
        specialties: ["Montaña", "Nieve"],
        languages: ["es", "fr"],
        websiteUrl: "https://leo.example.com",
        socialMediaUrl: "https://social.example.com/leo",
        hasAgencyLicense: true,
        agencyLicenseDetails: "AV-123",
        expectedAnnualTrips: "6",
        travelSpecialty: "Travesías",
        previousExperience: "Diez años",
        tropleaderPresentation: "Soy Leo",
        motivation: "Me encanta guiar grupos por la montaña.",
      },
    });
    expect(JSON.stringify(typed)).not.toContain("secreto123");
  });

  it("takes only well-formed values from any JSON body", () => {
    const typed = typedRegisterValues({
      name: 42,
      email: "ana@tropa.test",
      password: "secreto123",
      acceptTerms: "yes",
      application: {
        location: ["x"],
        languages: ["es", "klingon", 3],
        specialties: "Surf",
        hasAgencyLicense: 1,
      },
    });
    expect(typed.name).toBe("");
    expect(typed.email).toBe("ana@tropa.test");
    expect(typed.acceptTerms).toBe(false);
    expect(typed.application.location).toBe("");
    expect(typed.application.languages).toEqual(["es"]);
    expect(typed.application.specialties).toEqual([]);
    expect(typed.application.hasAgencyLicense).toBe(false);
    expect(typedRegisterValues(null).application.motivation).toBe("");
    expect(JSON.stringify(typed)).not.toContain("secreto123");
  });
});
