import { describe, expect, it, vi } from "vitest";
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
  birthDate: "1990-04-12",
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
    [{ birthDate: "" }, "auth:validation.birthDateRequired"],
    [{ birthDate: "1990-02-30" }, "profile:errors.birthDateInvalid"],
  ])("%o → %s", (overrides, message) => {
    expect(messages(registerSchema.safeParse({ ...base, ...overrides }))).toEqual([message]);
  });

  it("asks an adult's birth date of both roles (doc 1 terms), on the Madrid calendar", () => {
    // 23:30 UTC on 26 November 2026 is already the 27th in Madrid.
    vi.useFakeTimers({ now: new Date("2026-11-26T23:30:00Z"), toFake: ["Date"] });
    try {
      for (const role of ["viajero", "tropleader"] as const) {
        const check = (birthDate: string) =>
          messages(registerSchema.safeParse({ ...base, role, birthDate })).filter((m) =>
            m.includes("birthDate"),
          );
        expect(check("2008-11-28")).toEqual(["profile:errors.birthDateUnderAge"]);
        expect(check("2008-11-27")).toEqual([]);
        expect(check("2026-11-28")).toEqual(["profile:errors.birthDateFuture"]);
        expect(check("1906-11-26")).toEqual(["profile:errors.birthDateTooOld"]);
        expect(check("1906-11-27")).toEqual([]);
      }
    } finally {
      vi.useRealTimers();
    }
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
