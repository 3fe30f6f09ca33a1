import { describe, expect, it } from "vitest";
import {
  emptyApplication,
  forgotPasswordSchema,
  loginSchema,
  type RegisterFormValues,
  registerSchema,
  resetPasswordSchema,
} from "./auth.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

const base: RegisterFormValues = {
  name: "Ana",
  email: "ana@example.com",
  password: "secreta",
  confirmPassword: "secreta",
  role: "viajero",
  acceptTerms: true,
  application: emptyApplication,
};

describe("loginSchema", () => {
  it("normalises the email and keeps the spec's messages", () => {
    expect(
      loginSchema.safeParse({ email: " Ana@Example.COM ", password: "123456", rememberMe: true }).data?.email,
    ).toBe("ana@example.com");
    expect(messages(loginSchema.safeParse({ email: "ana", password: "12345", rememberMe: false }))).toEqual([
      "auth:validation.email",
      "auth:validation.passwordMin",
    ]);
  });
});

describe("registerSchema", () => {
  it.each([
    [{ name: " A " }, "auth:validation.nameMin"],
    [{ email: "x@" }, "auth:validation.email"],
    [{ password: "12345", confirmPassword: "12345" }, "auth:validation.passwordMin"],
    [{ confirmPassword: "otra" }, "auth:validation.passwordMismatch"],
    [{ role: "admin" }, "auth:validation.role"],
    [{ acceptTerms: false }, "auth:validation.acceptTerms"],
  ])("%o → %s", (overrides, message) => {
    expect(messages(registerSchema.safeParse({ ...base, ...overrides }))).toEqual([message]);
  });

  it("drops the hidden application of a traveller", () => {
    const parsed = registerSchema.parse({
      ...base,
      application: { ...emptyApplication, location: "Madrid" },
    });
    expect(parsed.application).toBeNull();
    expect(parsed).not.toHaveProperty("confirmPassword");
  });

  it("requires and converts a tropleader's application", () => {
    expect(messages(registerSchema.safeParse({ ...base, role: "tropleader" }))).toEqual([
      "auth:validation.locationRequired",
      "auth:validation.experienceYears",
      "auth:validation.specialties",
      "auth:validation.languages",
      "auth:validation.motivation",
    ]);
    const application = {
      ...emptyApplication,
      location: "Bilbao",
      experienceYears: "4",
      specialties: ["Surf", "Surf"],
      languages: ["es" as const],
      motivation: "Quiero compartir la costa vasca con grupos pequeños.",
      hasAgencyLicense: true,
      agencyLicenseDetails: "",
      websiteUrl: "ftp://x",
    };
    expect(messages(registerSchema.safeParse({ ...base, role: "tropleader", application }))).toEqual([
      "auth:validation.url",
      "auth:validation.agencyLicenseDetails",
    ]);
    const parsed = registerSchema.parse({
      ...base,
      role: "tropleader",
      application: {
        ...application,
        agencyLicenseDetails: "CIE-123",
        websiteUrl: "",
        expectedAnnualTrips: "6",
      },
    });
    expect(parsed.application).toMatchObject({
      experienceYears: 4,
      specialties: ["Surf"],
      websiteUrl: null,
      expectedAnnualTrips: 6,
      agencyLicenseDetails: "CIE-123",
    });
  });
});

describe("password recovery schemas", () => {
  it("check the email and that both new passwords match", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: "nope" }))).toEqual(["auth:validation.email"]);
    expect(
      messages(resetPasswordSchema.safeParse({ token: "t", password: "abcdef", confirmPassword: "abcdeg" })),
    ).toEqual(["auth:validation.passwordMismatch"]);
    expect(
      messages(resetPasswordSchema.safeParse({ token: "", password: "abcdef", confirmPassword: "abcdef" })),
    ).toEqual(["auth:reset.invalidLink"]);
  });
});
