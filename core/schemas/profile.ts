import { z } from "zod";
import { PROFILE_COUNTRIES } from "../constants/catalogue.ts";
import { SPOKEN_LANGUAGES } from "../constants/languages.ts";
import { LIMITS } from "../constants/limits.ts";
import { birthDateField } from "./birth-date.ts";
import { text } from "./text.ts";

export const PROFILE_BIO_MAX = 1000;
export const PROFILE_PHONE_MAX = 30;
export const PROFILE_NAME_MAX = 100;
export const PROFILE_LANGUAGES_MAX = 8;

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
