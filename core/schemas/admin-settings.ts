import { z } from "zod";
import {
  ADMIN_SETTINGS_DEFAULTS,
  type AdminSettingKey,
  type AdminSettings,
} from "../constants/admin-settings-defaults.ts";
import { text } from "./text.ts";

/** The currencies of doc 2 §9 (the currency of new trips and departures; existing bookings keep theirs). */
export const ADMIN_CURRENCIES = ["EUR", "USD", "GBP"] as const;
export const SITE_NAME_MAX = 60;

const PHONE = /^\+?[0-9][0-9 ().-]{5,29}$/;

/** A checkbox posted by a plain form ("on") or by a script (true / "true"); absent means off. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/**
 * The Configuración form (doc 2 §2, §3): the eight settings in one form. The commission is typed as a
 * percentage (0-100, steps of 0.1) and stored as a fraction. The same schema checks the form in the browser
 * and the post on the server.
 */
export const adminSettingsFormSchema = z.object({
  site_name: text()
    .trim()
    .min(1, "admin:settings.errors.siteName")
    .max(SITE_NAME_MAX, "admin:settings.errors.siteName"),
  contact_email: text().trim().pipe(z.email("admin:settings.errors.email")),
  contact_phone: text().trim().regex(PHONE, "admin:settings.errors.phone"),
  commission_percent: z.coerce
    .number({ error: "admin:settings.errors.commission" })
    .min(0, "admin:settings.errors.commission")
    .max(100, "admin:settings.errors.commission")
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, "admin:settings.errors.commissionStep"),
  currency: z.enum(ADMIN_CURRENCIES, { error: "admin:settings.errors.currency" }),
  tropleader_approval_required: checkbox,
  trip_approval_required: checkbox,
  auto_approve_verified_tropleaders: checkbox,
});
export type AdminSettingsFormInput = z.input<typeof adminSettingsFormSchema>;
export type AdminSettingsForm = z.output<typeof adminSettingsFormSchema>;

/** The stored form of each setting (admin_settings.value), checked when read back. */
export const adminSettingValueSchemas: { [K in AdminSettingKey]: z.ZodType<AdminSettings[K]> } = {
  site_name: z.string().min(1).max(SITE_NAME_MAX),
  contact_email: z.email(),
  contact_phone: z.string().regex(PHONE),
  commission_rate: z.number().min(0).max(1),
  currency: z.enum(ADMIN_CURRENCIES),
  tropleader_approval_required: z.boolean(),
  trip_approval_required: z.boolean(),
  auto_approve_verified_tropleaders: z.boolean(),
};

/** A percentage with one decimal → the stored fraction (12.5 → 0.125), without floating-point residue. */
export function percentToRate(percent: number): number {
  return Math.round(percent * 10) / 1000;
}

/** The stored fraction → the percentage the form shows (0.125 → 12.5). */
export function rateToPercent(rate: number): number {
  return Math.round(rate * 1000) / 10;
}

export function formToSettings(form: AdminSettingsForm): AdminSettings {
  const { commission_percent, ...rest } = form;
  return { ...rest, commission_rate: percentToRate(commission_percent) };
}

export function settingsToForm(settings: AdminSettings): AdminSettingsForm {
  const { commission_rate, ...rest } = settings;
  const currency = ADMIN_CURRENCIES.find((c) => c === rest.currency) ?? "EUR";
  return { ...rest, currency, commission_percent: rateToPercent(commission_rate) };
}

export const ADMIN_SETTING_KEYS = Object.keys(ADMIN_SETTINGS_DEFAULTS) as AdminSettingKey[];
