import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LIMITS } from "../constants/limits.ts";
import { emailField, passwordField } from "./auth.ts";
import { boolean, flatSchema, text } from "./flat-schema.ts";
import { EMAIL_PATTERN, forgotPasswordSchema, loginSchema, resetPasswordSchema } from "./login.ts";
import { text as zodText } from "./text.ts";

/**
 * The login and recovery schemas were zod schemas; they are flat schemas now (issue 17). The zod schemas they
 * replace, as they were, are the reference: same output, same messages, field by field.
 */
const zodLogin = z.object({ email: emailField, password: passwordField, rememberMe: z.boolean() });
const zodForgot = z.object({ email: emailField });
const zodReset = z
  .object({
    token: zodText().min(1, "auth:reset.invalidLink").max(512, "auth:reset.invalidLink"),
    password: passwordField,
    confirmPassword: zodText(),
  })
  .refine((v) => v.confirmPassword === v.password, {
    path: ["confirmPassword"],
    message: "auth:validation.passwordMismatch",
  });

type Parsed = {
  success: boolean;
  data?: unknown;
  error?: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };
};

/** What a form and the server see of a result: the data, or the first message of each field. */
function seen(result: Parsed) {
  if (result.success) return { data: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
  return { messages, first: result.error?.issues[0]?.message };
}

const emails = [
  "ana@example.com",
  " Ana@Example.COM ",
  "",
  "ana",
  "x@",
  "a..b@example.com",
  ".ana@example.com",
  "ana@example",
  "ana+viajes@mail.example.org",
  "ñandú@example.com",
  `${"a".repeat(250)}@example.com`,
  "ana\u0000@example.com",
];
const passwords = [
  "",
  "12345",
  "123456",
  "x".repeat(LIMITS.passwordMax),
  "x".repeat(LIMITS.passwordMax + 1),
  "ab\u0007cdef",
];

describe("the flat login and recovery schemas answer as the zod ones did", () => {
  it.each(emails)("login with email %j", (email) => {
    for (const password of passwords) {
      for (const rememberMe of [true, false]) {
        const input = { email, password, rememberMe };
        expect(seen(loginSchema.safeParse(input)), JSON.stringify(input)).toEqual(
          seen(zodLogin.safeParse(input)),
        );
      }
    }
  });

  it.each(emails)("forgot password with email %j", (email) => {
    expect(seen(forgotPasswordSchema.safeParse({ email }))).toEqual(seen(zodForgot.safeParse({ email })));
  });

  it.each([
    { token: "t", password: "abcdef", confirmPassword: "abcdef" },
    { token: "t", password: "abcdef", confirmPassword: "abcdeg" },
    { token: "", password: "abcdef", confirmPassword: "abcdef" },
    { token: "t".repeat(513), password: "abcdef", confirmPassword: "abcdef" },
    { token: "t", password: "12345", confirmPassword: "12345" },
    { token: "t", password: "12345", confirmPassword: "" },
    { token: "t", password: "abcdef", confirmPassword: "abc\u0000def" },
  ])("reset password %j", (input) => {
    expect(seen(resetPasswordSchema.safeParse(input))).toEqual(seen(zodReset.safeParse(input)));
  });

  it("gives the spec's keys: invalid email, short password, mismatch", () => {
    expect(seen(loginSchema.safeParse({ email: "ana", password: "12345", rememberMe: false }))).toEqual({
      messages: { email: "auth:validation.email", password: "auth:validation.passwordMin" },
      first: "auth:validation.email",
    });
    expect(
      seen(resetPasswordSchema.safeParse({ token: "t", password: "abcdef", confirmPassword: "abcdeg" }))
        .first,
    ).toBe("auth:validation.passwordMismatch");
  });

  it("drops unknown keys and refuses what a form never sends with the form's generic message", () => {
    expect(
      loginSchema.safeParse({ email: "a@b.es", password: "123456", rememberMe: true, role: "admin" }).data,
    ).toEqual({
      email: "a@b.es",
      password: "123456",
      rememberMe: true,
    });
    for (const input of [
      null,
      "ana",
      { email: "a@b.es", password: 123456, rememberMe: true },
      { email: "a@b.es" },
    ]) {
      expect(loginSchema.safeParse(input).error?.issues[0]?.message, JSON.stringify(input)).toBe(
        "auth:errors.invalidForm",
      );
    }
  });

  it("uses zod's email pattern, which registration uses", () => {
    // Less the escapes the linter drops (a "-" last in a class is a plain "-").
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll("\\-", "-"));
  });
});

describe("flatSchema", () => {
  const schema = flatSchema(
    { name: text((v) => v.trim(), { test: (v) => v.length > 1, message: "short" }), ok: boolean() },
    { invalid: "invalid", refine: (v) => (v.ok ? undefined : { path: ["ok"], message: "tick it" }) },
  );

  it("is a Standard Schema: value or issues with their paths", () => {
    expect(schema["~standard"].validate({ name: " Al ", ok: true })).toEqual({
      value: { name: "Al", ok: true },
    });
    expect(schema["~standard"].validate({ name: "A", ok: false })).toEqual({
      issues: [
        { message: "short", path: ["name"] },
        { message: "tick it", path: ["ok"] },
      ],
    });
  });

  it("runs the cross-field check only when every field has its type", () => {
    expect(schema.safeParse({ name: 1, ok: false }).error?.issues).toEqual([
      { message: "invalid", path: ["name"] },
    ]);
  });
});
