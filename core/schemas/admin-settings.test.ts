import { describe, expect, it } from "vitest";
import { ADMIN_SETTINGS_DEFAULTS } from "../constants/admin-settings-defaults.ts";
import {
  adminSettingsFormSchema,
  formToSettings,
  percentToRate,
  rateToPercent,
  settingsToForm,
} from "./admin-settings.ts";

describe("admin settings form", () => {
  it("reads a plain form post: percent to fraction, checkboxes present or absent", () => {
    const parsed = adminSettingsFormSchema.parse({
      site_name: " Tropa ",
      contact_email: "hola@tropa.travel",
      contact_phone: "+34 910 123 456",
      commission_percent: "12.5",
      currency: "GBP",
      tropleader_approval_required: "on",
    });
    expect(formToSettings(parsed)).toEqual({
      site_name: "Tropa",
      contact_email: "hola@tropa.travel",
      contact_phone: "+34 910 123 456",
      commission_rate: 0.125,
      currency: "GBP",
      tropleader_approval_required: true,
      trip_approval_required: false,
      auto_approve_verified_tropleaders: false,
    });
  });

  it("converts percentages in steps of 0.1 without floating-point residue, both ways", () => {
    expect(percentToRate(0.1)).toBe(0.001);
    expect(percentToRate(33.3)).toBe(0.333);
    expect(percentToRate(100)).toBe(1);
    expect(rateToPercent(0.125)).toBe(12.5);
    expect(rateToPercent(0.07)).toBe(7);
    expect(settingsToForm({ ...ADMIN_SETTINGS_DEFAULTS }).commission_percent).toBe(10);
  });

  it("refuses what the spec does not allow, each with its own message", () => {
    const base = settingsToForm({ ...ADMIN_SETTINGS_DEFAULTS });
    const issue = (override: Record<string, unknown>) =>
      adminSettingsFormSchema.safeParse({ ...base, ...override }).error?.issues[0]?.message;
    expect(issue({ commission_percent: "100.1" })).toBe("admin:settings.errors.commission");
    expect(issue({ commission_percent: "0.05" })).toBe("admin:settings.errors.commissionStep");
    expect(issue({ currency: "eur" })).toBe("admin:settings.errors.currency");
    expect(issue({ contact_email: "x@" })).toBe("admin:settings.errors.email");
    expect(issue({ site_name: "x".repeat(61) })).toBe("admin:settings.errors.siteName");
    expect(issue({})).toBeUndefined();
  });
});
