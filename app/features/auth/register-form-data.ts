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
