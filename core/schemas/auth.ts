import { z } from "zod";
import { CATEGORIES } from "../constants/catalogue.ts";
import { SPOKEN_LANGUAGES } from "../constants/languages.ts";
import { LIMITS } from "../constants/limits.ts";
import { birthDateField } from "./birth-date.ts";
import { EMAIL_MAX, EMAIL_PATTERN } from "./login.ts";
import { text } from "./text.ts";
import { optionalWebUrl } from "./web-url.ts";

// Sign-in and password recovery live in `login.ts` (flat schemas, light enough for the public pages).
export {
  EMAIL_MAX,
  forgotPasswordSchema,
  type LoginInput,
  loginSchema,
  resetPasswordSchema,
} from "./login.ts";

/**
 * Registration (doc 1 §5, messages of §8): the schema validates the form in the browser and the request on the
 * server; messages are keys of the auth namespace. Its email and password rules are those of `login.ts`.
 */

export const AUTH_NAME_MAX = 100;
export const APPLICATION_TEXT_MAX = 2000;
export const APPLICATION_SHORT_MAX = 200;
export const EXPERIENCE_YEARS_MAX = 70;
export const EXPECTED_TRIPS_MAX = 100;
export const MOTIVATION_MIN = 20;

export const REGISTRATION_ROLES = ["viajero", "tropleader"] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];
export const SPECIALTY_CHOICES = CATEGORIES.map((c) => c.name);

export const emailField = text()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, "auth:validation.email")
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "auth:validation.email" }));

export const passwordField = text()
  .min(LIMITS.passwordMin, "auth:validation.passwordMin")
  .max(LIMITS.passwordMax, "auth:validation.passwordMax");

const optionalUrl = optionalWebUrl("auth:validation.url", APPLICATION_SHORT_MAX);

const wholeNumber = (max: number, message: string) =>
  text()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) <= max), message);

/** The tropleader application of doc 1 §3, as the form holds it (every value a string or a list). */
const applicationFields = z.object({
  location: text().trim().max(APPLICATION_SHORT_MAX, "auth:validation.textTooLong"),
  experienceYears: wholeNumber(EXPERIENCE_YEARS_MAX, "auth:validation.experienceYears"),
  specialties: z.array(
    z.enum(SPECIALTY_CHOICES as [string, ...string[]], { error: "auth:validation.specialties" }),
  ),
  languages: z.array(z.enum(SPOKEN_LANGUAGES, { error: "auth:validation.languages" })),
  websiteUrl: optionalUrl,
  socialMediaUrl: optionalUrl,
  hasAgencyLicense: z.boolean(),
  agencyLicenseDetails: text().trim().max(APPLICATION_TEXT_MAX, "auth:validation.textTooLong"),
  expectedAnnualTrips: wholeNumber(EXPECTED_TRIPS_MAX, "auth:validation.expectedAnnualTrips"),
  travelSpecialty: text().trim().max(APPLICATION_SHORT_MAX, "auth:validation.textTooLong"),
  previousExperience: text().trim().max(APPLICATION_TEXT_MAX, "auth:validation.textTooLong"),
  tropleaderPresentation: text().trim().max(APPLICATION_TEXT_MAX, "auth:validation.textTooLong"),
  motivation: text().trim().max(APPLICATION_TEXT_MAX, "auth:validation.textTooLong"),
});
type ApplicationFields = z.output<typeof applicationFields>;

export const emptyApplication: z.input<typeof applicationFields> = {
  location: "",
  experienceYears: "",
  specialties: [],
  languages: [],
  websiteUrl: "",
  socialMediaUrl: "",
  hasAgencyLicense: false,
  agencyLicenseDetails: "",
  expectedAnnualTrips: "",
  travelSpecialty: "",
  previousExperience: "",
  tropleaderPresentation: "",
  motivation: "",
};

/** What a tropleader applicant must give: where they are, their experience, what and in which languages. */
function checkApplication(a: ApplicationFields, ctx: z.RefinementCtx) {
  const issue = (field: keyof ApplicationFields, message: string) =>
    ctx.addIssue({ code: "custom", path: ["application", field], message });
  if (a.location.length < 2) issue("location", "auth:validation.locationRequired");
  if (a.experienceYears === "") issue("experienceYears", "auth:validation.experienceYears");
  if (a.specialties.length === 0) issue("specialties", "auth:validation.specialties");
  if (a.languages.length === 0) issue("languages", "auth:validation.languages");
  if (a.motivation.length < MOTIVATION_MIN) issue("motivation", "auth:validation.motivation");
  if (a.hasAgencyLicense && a.agencyLicenseDetails.length === 0)
    issue("agencyLicenseDetails", "auth:validation.agencyLicenseDetails");
}

const orNull = (v: string) => (v === "" ? null : v);

export const registerSchema = z
  .object({
    name: text()
      .trim()
      .min(LIMITS.nameMin, "auth:validation.nameMin")
      .max(AUTH_NAME_MAX, "auth:validation.nameMax"),
    email: emailField,
    // Adults only (doc 1 terms), for both roles: refused under 18 in the browser and on the server.
    birthDate: birthDateField("auth:validation.birthDateRequired"),
    password: passwordField,
    confirmPassword: text(),
    role: z.enum(REGISTRATION_ROLES, { error: "auth:validation.role" }),
    acceptTerms: z.boolean().refine((v) => v, "auth:validation.acceptTerms"),
    application: applicationFields,
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.password)
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: "auth:validation.passwordMismatch",
      });
    if (v.role === "tropleader") checkApplication(v.application, ctx);
  })
  .transform(({ application: a, confirmPassword: _c, acceptTerms: _t, ...rest }) => ({
    ...rest,
    // The application only exists for a tropleader; a traveller's hidden fields are dropped.
    application:
      rest.role === "tropleader"
        ? {
            location: a.location,
            experienceYears: Number(a.experienceYears),
            specialties: [...new Set(a.specialties)],
            languages: [...new Set(a.languages)],
            websiteUrl: orNull(a.websiteUrl),
            socialMediaUrl: orNull(a.socialMediaUrl),
            hasAgencyLicense: a.hasAgencyLicense,
            agencyLicenseDetails: a.hasAgencyLicense ? orNull(a.agencyLicenseDetails) : null,
            expectedAnnualTrips: a.expectedAnnualTrips === "" ? null : Number(a.expectedAnnualTrips),
            travelSpecialty: orNull(a.travelSpecialty),
            previousExperience: orNull(a.previousExperience),
            tropleaderPresentation: orNull(a.tropleaderPresentation),
            motivation: a.motivation,
          }
        : null,
  }));
export type RegisterFormValues = z.input<typeof registerSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type TropleaderApplication = NonNullable<RegisterInput["application"]>;
