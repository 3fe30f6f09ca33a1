import { z } from "zod";
import { PROFILE_COUNTRIES } from "../constants/catalogue.ts";
import { SPOKEN_LANGUAGES } from "../constants/languages.ts";
import { LIMITS } from "../constants/limits.ts";
import { todayIso } from "../format/dates.ts";
import { text } from "./text.ts";

export const PROFILE_BIO_MAX = 1000;
export const PROFILE_PHONE_MAX = 30;
export const PROFILE_NAME_MAX = 100;
export const PROFILE_LANGUAGES_MAX = 8;

const isRealDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * A birth date: a real calendar date, after 1900, not in the future. Shared by the profile and the identity
 * form; `requiredMessage` lets the identity form use the spec's own text.
 */
export const birthDateField = (requiredMessage?: string) =>
  text({ error: requiredMessage ?? "profile:errors.birthDateInvalid" })
    .trim()
    .refine((v) => (requiredMessage ? v.length > 0 : true), { message: requiredMessage })
    .refine((v) => v === "" || (isRealDate(v) && v >= "1900-01-01"), {
      message: "profile:errors.birthDateInvalid",
    })
    .refine((v) => v === "" || v <= todayIso(), {
      message: "profile:errors.birthDateFuture",
    });

/** Mi Perfil (doc 1 §2): name, bio, phone, birth date, country, languages. The avatar has its own upload. */
export const profileSchema = z.object({
  name: text()
    .trim()
    .min(LIMITS.nameMin, "profile:errors.nameMin")
    .max(PROFILE_NAME_MAX, "profile:errors.nameMax"),
  bio: text().trim().max(PROFILE_BIO_MAX, "profile:errors.bioMax"),
  phone: text()
    .trim()
    .max(PROFILE_PHONE_MAX, "profile:errors.phoneInvalid")
    .refine((v) => v === "" || /^\+?[0-9][0-9 ().-]{5,}$/.test(v), "profile:errors.phoneInvalid"),
  birthDate: birthDateField(),
  country: z.union([z.literal(""), z.enum(PROFILE_COUNTRIES)], { error: "profile:errors.countryInvalid" }),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, { error: "profile:errors.languageInvalid" }))
    .max(PROFILE_LANGUAGES_MAX, "profile:errors.languagesMax"),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The settings block (doc 1 §7: notifications_email, newsletter, public_profile). */
export const profileSettingsSchema = z.object({
  notificationsEmail: z.boolean(),
  newsletter: z.boolean(),
  publicProfile: z.boolean(),
});
export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;
