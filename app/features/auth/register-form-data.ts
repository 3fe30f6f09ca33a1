import { SPOKEN_LANGUAGES } from "#core/constants/languages";
import type { RegisterFormValues } from "#core/schemas/auth";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const checked = (form: FormData, name: string) => form.get(name) !== null && form.get(name) !== "false";

/**
 * The registration values from a plain form post (a browser that submits before the page's JavaScript has
 * loaded); the server validates them with the same schema as the JSON the page normally sends.
 */
export function registerValuesFromForm(form: FormData): RegisterFormValues {
  return {
    name: text(form, "name"),
    email: text(form, "email"),
    birthDate: text(form, "birthDate"),
    password: text(form, "password"),
    confirmPassword: text(form, "confirmPassword"),
    role: text(form, "role") as RegisterFormValues["role"],
    acceptTerms: checked(form, "acceptTerms"),
    application: {
      location: text(form, "application.location"),
      experienceYears: text(form, "application.experienceYears"),
      specialties: form.getAll("application.specialties").map(String),
      languages: form
        .getAll("application.languages")
        .map(String) as RegisterFormValues["application"]["languages"],
      websiteUrl: text(form, "application.websiteUrl"),
      socialMediaUrl: text(form, "application.socialMediaUrl"),
      hasAgencyLicense: checked(form, "application.hasAgencyLicense"),
      agencyLicenseDetails: text(form, "application.agencyLicenseDetails"),
      expectedAnnualTrips: text(form, "application.expectedAnnualTrips"),
      travelSpecialty: text(form, "application.travelSpecialty"),
      previousExperience: text(form, "application.previousExperience"),
      tropleaderPresentation: text(form, "application.tropleaderPresentation"),
      motivation: text(form, "application.motivation"),
    },
  };
}

/** What the visitor typed into the registration form, without the passwords. */
export type RegisterTypedValues = Omit<RegisterFormValues, "password" | "confirmPassword" | "role"> & {
  role: string;
};

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
const textOf = (o: Record<string, unknown>, key: string) => (typeof o[key] === "string" ? o[key] : "");
const listOf = (o: Record<string, unknown>, key: string) => {
  const v = o[key];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};

/**
 * What was typed (never a password), from the JSON the page sends or a plain form post: a refusal sends it back
 * and the page renders it as the fields' values, so the form comes back filled in, the tropleader application
 * included, as the hydrated page would show it.
 */
export function typedRegisterValues(body: unknown): RegisterTypedValues {
  const b = record(body);
  const a = record(b.application);
  const spoken: readonly string[] = SPOKEN_LANGUAGES;
  return {
    name: textOf(b, "name"),
    email: textOf(b, "email"),
    birthDate: textOf(b, "birthDate"),
    role: textOf(b, "role"),
    acceptTerms: b.acceptTerms === true,
    application: {
      location: textOf(a, "location"),
      experienceYears: textOf(a, "experienceYears"),
      specialties: listOf(a, "specialties"),
      languages: listOf(a, "languages").filter((l) =>
        spoken.includes(l),
      ) as RegisterFormValues["application"]["languages"],
      websiteUrl: textOf(a, "websiteUrl"),
      socialMediaUrl: textOf(a, "socialMediaUrl"),
      hasAgencyLicense: a.hasAgencyLicense === true,
      agencyLicenseDetails: textOf(a, "agencyLicenseDetails"),
      expectedAnnualTrips: textOf(a, "expectedAnnualTrips"),
      travelSpecialty: textOf(a, "travelSpecialty"),
      previousExperience: textOf(a, "previousExperience"),
      tropleaderPresentation: textOf(a, "tropleaderPresentation"),
      motivation: textOf(a, "motivation"),
    },
  };
}
