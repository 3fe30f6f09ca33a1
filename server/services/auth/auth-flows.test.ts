import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformToday } from "#core/rules/platform-calendar";
import { emptyApplication, type RegisterFormValues } from "#core/schemas/auth";
import { birthDateYearsBefore } from "#core/testing/birth-dates";
import { resolveSessionUser } from "../../auth/resolve-session-user.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { sessions, tropleaderProfiles, users } from "../../db/schema/users.ts";
import { type AppError, httpStatusFor, isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { confirmEmail } from "./confirm-email.ts";
import { registerUser } from "./register-user.ts";
import { requestPasswordReset } from "./request-password-reset.ts";
import { isResetTokenUsable, resetPassword } from "./reset-password.ts";
import { signIn } from "./sign-in.ts";
import { signOut } from "./sign-out.ts";

type Deps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
let ipCounter = 0;
/** Each test uses its own client address, so rate limits of one test do not leak into another. */
const nextIp = () => `10.0.0.${++ipCounter}`;
const req = (clientIp = nextIp(), cookie?: string) => ({
  headers: new Headers(cookie ? { cookie } : {}),
  clientIp,
  locale: "es" as const,
});

async function caught(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** "a=b; Path=/; HttpOnly" lines → a Cookie request header. */
function cookieHeader(setCookie: string[]): string {
  return setCookie.map((c) => c.split(";")[0]).join("; ");
}

function traveller(overrides: Partial<RegisterFormValues> = {}): RegisterFormValues {
  return {
    name: "Ana Viajera",
    email: `ana-${Math.random().toString(36).slice(2)}@example.com`,
    birthDate: "1990-04-12",
    password: "viaje-seguro-1",
    confirmPassword: "viaje-seguro-1",
    role: "viajero",
    acceptTerms: true,
    application: emptyApplication,
    ...overrides,
  };
}

function applicant(overrides: Partial<RegisterFormValues> = {}): RegisterFormValues {
  return traveller({
    name: "Tomás Guía",
    role: "tropleader",
    application: {
      ...emptyApplication,
      location: "Granada, España",
      experienceYears: "6",
      specialties: ["Montaña", "Nieve"],
      languages: ["es", "en"],
      motivation: "Llevo años guiando grupos por Sierra Nevada y quiero ofrecer viajes propios.",
      hasAgencyLicense: true,
      agencyLicenseDetails: "CIAN-181234-2",
      websiteUrl: "https://tomas.example",
    },
    ...overrides,
  });
}

async function outboxFor(email: string, template?: string) {
  return deps.db
    .select()
    .from(emailOutbox)
    .where(
      template
        ? and(eq(emailOutbox.toEmail, email), eq(emailOutbox.template, template))
        : eq(emailOutbox.toEmail, email),
    )
    .orderBy(emailOutbox.createdAt);
}

function tokenFrom(text: string): string {
  const match = /[?&]token=([^&\s]+)/.exec(text);
  if (!match?.[1]) throw new Error("no token in email");
  return decodeURIComponent(match[1]);
}

async function registerAndConfirm(values: RegisterFormValues) {
  await registerUser(deps, values, req());
  const [mail] = await outboxFor(values.email.toLowerCase(), "verify_email");
  const result = await confirmEmail(deps, tokenFrom(mail!.text), req());
  if (result.outcome !== "signed_in") throw new Error("not signed in");
  return result;
}

beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("registration", () => {
  it("creates a traveller with a credential account and a confirmation email, unconfirmed", async () => {
    const values = traveller({ email: "  Ana.Lopez@Example.com " });
    const result = await registerUser(deps, values, { clientIp: nextIp(), locale: "en" });
    expect(result).toEqual({ role: "viajero", needsConfirmation: true });
    const [row] = await deps.db.select().from(users).where(eq(users.email, "ana.lopez@example.com"));
    expect(row).toMatchObject({ role: "viajero", emailVerified: false, isApproved: false, locale: "en" });
    const profiles = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, row!.id));
    expect(profiles).toHaveLength(0);
    const mails = await outboxFor("ana.lopez@example.com");
    expect(mails.map((m) => [m.template, m.locale, m.subject])).toEqual([
      ["verify_email", "en", "Confirm your email for Tropa"],
    ]);
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:3999\/auth\/callback\?token=/);
  });

  it("writes the tropleader application in the same transaction and emails every admin in their language", async () => {
    const adminEs = await createUser(deps.db, { role: "admin", email: "admin-es@example.com", locale: "es" });
    const adminEn = await createUser(deps.db, { role: "admin", email: "admin-en@example.com", locale: "en" });
    const values = applicant();
    expect(await registerUser(deps, values, req())).toEqual({ role: "tropleader", needsConfirmation: true });
    const [row] = await deps.db.select().from(users).where(eq(users.email, values.email));
    expect(row).toMatchObject({ role: "tropleader", isApproved: false, languages: ["es", "en"] });
    const [profile] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, row!.id));
    expect(profile).toMatchObject({
      location: "Granada, España",
      experienceYears: 6,
      specialties: ["Montaña", "Nieve"],
      hasAgencyLicense: true,
      agencyLicenseDetails: "CIAN-181234-2",
      websiteUrl: "https://tomas.example",
      socialMediaUrl: null,
      approvedAt: null,
    });
    const [toEs] = await outboxFor(adminEs.email, "new_tropleader_registration");
    const [toEn] = await outboxFor(adminEn.email, "new_tropleader_registration");
    expect(toEs?.subject).toBe("Nueva solicitud de tropleader: Tomás Guía");
    expect(toEn?.subject).toBe("New tropleader application: Tomás Guía");
    expect(toEs?.text).toContain(values.email);
  });

  it("rolls everything back when any part fails", async () => {
    const values = applicant();
    await deps.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    try {
      await expect(registerUser(deps, values, req())).rejects.toThrow();
    } finally {
      await deps.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    expect(await deps.db.select().from(users).where(eq(users.email, values.email))).toHaveLength(0);
  });

  it("refuses an address already registered with the spec's message (409) and changes nothing", async () => {
    const values = traveller();
    await registerUser(deps, values, req());
    const error = await caught(registerUser(deps, { ...values, name: "Otra" }, req()));
    expect([error.code, error.messageKey]).toEqual(["conflict", "auth:register.errors.alreadyRegistered"]);
    expect(httpStatusFor(error.code)).toBe(409);
    expect(await outboxFor(values.email)).toHaveLength(1);
  });

  it.each([
    [{ name: "A" }, "auth:validation.nameMin"],
    [{ email: "no-es-un-email" }, "auth:validation.email"],
    [{ password: "12345", confirmPassword: "12345" }, "auth:validation.passwordMin"],
    [{ confirmPassword: "otra-cosa" }, "auth:validation.passwordMismatch"],
    [{ role: "admin" as never }, "auth:validation.role"],
    [{ acceptTerms: false }, "auth:validation.acceptTerms"],
  ])("validates %o on the server → %s", async (overrides, key) => {
    const values = traveller(overrides);
    const error = await caught(registerUser(deps, values, req()));
    expect([error.code, error.messageKey]).toEqual(["validation", key]);
    expect(await deps.db.select().from(users).where(eq(users.email, values.email))).toHaveLength(0);
  });

  it("refuses anyone under 18, traveller or applicant, and stores an adult's birth date", async () => {
    const today = platformToday();
    for (const role of ["viajero", "tropleader"] as const) {
      const minor = role === "viajero" ? traveller() : applicant();
      const values = { ...minor, birthDate: birthDateYearsBefore(today, 18, 1) };
      const error = await caught(registerUser(deps, values, req()));
      expect([error.code, error.messageKey]).toEqual(["validation", "profile:errors.birthDateUnderAge"]);
      expect(await deps.db.select().from(users).where(eq(users.email, values.email))).toHaveLength(0);
    }
    const adult = traveller({ birthDate: birthDateYearsBefore(today, 18) });
    await registerUser(deps, adult, req());
    const [row] = await deps.db.select().from(users).where(eq(users.email, adult.email));
    expect(row!.birthDate).toBe(adult.birthDate);
  });

  it("requires the application fields from a tropleader", async () => {
    const error = await caught(registerUser(deps, traveller({ role: "tropleader" }), req()));
    expect(error.messageKey).toBe("auth:validation.locationRequired");
  });
});

describe("sign-in", () => {
  it("refuses an unconfirmed email with the spec's text and sends a fresh confirmation link", async () => {
    const values = traveller();
    await registerUser(deps, values, req());
    const error = await caught(
      signIn(deps, { email: values.email, password: values.password, rememberMe: true }, req()),
    );
    expect([error.code, error.messageKey]).toEqual(["forbidden", "auth:login.errors.emailNotConfirmed"]);
    expect(await outboxFor(values.email, "verify_email")).toHaveLength(2);
  });

  it("refuses a wrong password and an unknown address with the same text", async () => {
    const values = traveller();
    await registerAndConfirm(values);
    const wrong = await caught(
      signIn(deps, { email: values.email, password: "incorrecta", rememberMe: false }, req()),
    );
    const unknown = await caught(
      signIn(deps, { email: "nadie@example.com", password: "incorrecta", rememberMe: false }, req()),
    );
    for (const error of [wrong, unknown]) {
      expect([error.code, error.messageKey]).toEqual([
        "unauthenticated",
        "auth:login.errors.invalidCredentials",
      ]);
    }
  });

  it("validates the form on the server", async () => {
    const error = await caught(signIn(deps, { email: "x", password: "123456", rememberMe: false }, req()));
    expect(error.messageKey).toBe("auth:validation.email");
  });

  it("gives a browser-session cookie without 'remember me' and a persistent one with it", async () => {
    const values = traveller();
    await registerAndConfirm(values);
    const short = await signIn(
      deps,
      { email: values.email, password: values.password, rememberMe: false },
      req(),
    );
    const long = await signIn(
      deps,
      { email: values.email, password: values.password, rememberMe: true },
      req(),
    );
    const sessionCookie = (list: string[]) => list.find((c) => c.startsWith("tropa.session_token="))!;
    expect(sessionCookie(short.setCookie)).not.toMatch(/Max-Age|Expires/i);
    expect(sessionCookie(long.setCookie)).toMatch(/Max-Age=\d+/i);
    for (const cookie of [sessionCookie(short.setCookie), sessionCookie(long.setCookie)]) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
    }
    const resolved = await resolveSessionUser(deps, new Headers({ cookie: cookieHeader(long.setCookie) }));
    expect(resolved.user).toMatchObject({ email: values.email, role: "viajero", canPublishTrips: false });
  });

  it("limits attempts: the sixth within a minute is refused with 429 and the spec's text", async () => {
    const values = traveller();
    await registerAndConfirm(values);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      await caught(signIn(deps, { email: values.email, password: "incorrecta", rememberMe: false }, req(ip)));
    }
    // Even the right password is refused while the window is full.
    const error = await caught(
      signIn(deps, { email: values.email, password: values.password, rememberMe: false }, req(ip)),
    );
    expect([error.code, error.messageKey]).toEqual(["rate_limited", "auth:errors.tooManyAttempts"]);
    expect(httpStatusFor(error.code)).toBe(429);
    // Another address is not affected.
    await expect(
      signIn(deps, { email: values.email, password: values.password, rememberMe: false }, req()),
    ).resolves.toBeTruthy();
  });

  it("does not count successful sign-ins against the per-account limit", async () => {
    const values = traveller();
    await registerAndConfirm(values);
    const ip = nextIp();
    for (let i = 0; i < 8; i++) {
      await expect(
        signIn(deps, { email: values.email, password: values.password, rememberMe: false }, req(ip)),
      ).resolves.toBeTruthy();
    }
  });

  it("ends an existing session of the browser before signing in again", async () => {
    const values = traveller();
    const confirmed = await registerAndConfirm(values);
    const cookie = cookieHeader(confirmed.setCookie);
    await signIn(
      deps,
      { email: values.email, password: values.password, rememberMe: true },
      req(nextIp(), cookie),
    );
    expect((await resolveSessionUser(deps, new Headers({ cookie }))).user).toBeNull();
  });

  it("sign-out deletes the session on the server", async () => {
    const values = traveller();
    const { setCookie } = await signIn(
      deps,
      { email: (await registerAndConfirm(values)).user.email, password: values.password, rememberMe: true },
      req(),
    );
    const cookie = cookieHeader(setCookie);
    const out = await signOut(deps, new Headers({ cookie }));
    expect(out.setCookie.some((c) => /session_token=;/.test(c) || /Max-Age=0/.test(c))).toBe(true);
    expect((await resolveSessionUser(deps, new Headers({ cookie }))).user).toBeNull();
  });
});

describe("email confirmation", () => {
  it("confirms, signs in, and the user lands by role", async () => {
    const values = applicant();
    const result = await registerAndConfirm(values);
    expect(result.user).toMatchObject({ role: "tropleader", isApproved: false });
    const [row] = await deps.db.select().from(users).where(eq(users.email, values.email));
    expect(row?.emailVerified).toBe(true);
    const resolved = await resolveSessionUser(deps, new Headers({ cookie: cookieHeader(result.setCookie) }));
    expect(resolved.user?.id).toBe(row!.id);
  });

  it("a reused link without a session is 'no usable session'; a forged one fails", async () => {
    const values = traveller();
    await registerUser(deps, values, req());
    const [mail] = await outboxFor(values.email, "verify_email");
    const token = tokenFrom(mail!.text);
    expect((await confirmEmail(deps, token, req())).outcome).toBe("signed_in");
    expect((await confirmEmail(deps, token, req())).outcome).toBe("no_session");
    const forged = await caught(confirmEmail(deps, `${token.slice(0, -4)}AAAA`, req()));
    expect(forged.messageKey).toBe("auth:callback.errors.confirmation_failed");
    const garbage = await caught(confirmEmail(deps, "not-a-token", req()));
    expect(garbage.messageKey).toBe("auth:callback.errors.confirmation_failed");
  });
});

describe("password reset", () => {
  it("sends a one-time link; the reset ends every session and the new password works", async () => {
    const values = traveller();
    await registerAndConfirm(values);
    const login = () =>
      signIn(deps, { email: values.email, password: values.password, rememberMe: true }, req());
    const phone = cookieHeader((await login()).setCookie);
    const laptop = cookieHeader((await login()).setCookie);

    await requestPasswordReset(deps, { email: values.email.toUpperCase() }, req());
    const [mail] = await outboxFor(values.email, "reset_password");
    expect(mail?.text).toMatch(/\/auth\/callback\?type=recovery&token=/);
    const token = tokenFrom(mail!.text);
    expect(await isResetTokenUsable(deps, token)).toBe(true);

    await resetPassword(deps, { token, password: "nueva-clave", confirmPassword: "nueva-clave" }, req());
    for (const cookie of [phone, laptop]) {
      expect((await resolveSessionUser(deps, new Headers({ cookie }))).user).toBeNull();
    }
    const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);

    expect(await isResetTokenUsable(deps, token)).toBe(false);
    const reused = await caught(
      resetPassword(deps, { token, password: "otra-clave", confirmPassword: "otra-clave" }, req()),
    );
    expect(reused.messageKey).toBe("auth:reset.invalidLink");

    const old = await caught(login());
    expect(old.messageKey).toBe("auth:login.errors.invalidCredentials");
    await expect(
      signIn(deps, { email: values.email, password: "nueva-clave", rememberMe: false }, req()),
    ).resolves.toMatchObject({ user: { email: values.email } });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    await expect(
      requestPasswordReset(deps, { email: "nadie-mas@example.com" }, req()),
    ).resolves.toBeUndefined();
    expect(await outboxFor("nadie-mas@example.com")).toHaveLength(0);
  });

  it("limits reset requests per address and email", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await requestPasswordReset(deps, { email: "limite@example.com" }, req(ip));
    const error = await caught(requestPasswordReset(deps, { email: "limite@example.com" }, req(ip)));
    expect(error.code).toBe("rate_limited");
  });

  it("confirms the address of an account that had not confirmed it yet", async () => {
    const values = traveller();
    await registerUser(deps, values, req());
    await requestPasswordReset(deps, { email: values.email }, req());
    const [mail] = await outboxFor(values.email, "reset_password");
    await resetPassword(
      deps,
      { token: tokenFrom(mail!.text), password: "clave-nueva", confirmPassword: "clave-nueva" },
      req(),
    );
    await expect(
      signIn(deps, { email: values.email, password: "clave-nueva", rememberMe: false }, req()),
    ).resolves.toBeTruthy();
  });
});

describe("passwords that are easy to guess (issue 16 item 9, issue 33)", () => {
  it.each([
    "123456",
    "password",
    "Password1",
    "qwerty123",
    "aaaaaa",
    "aaaaaaaa",
    "abcdefgh12",
    "viajero123",
    "anaviajera2024",
  ])("registration refuses %s", async (pw) => {
    const values = traveller({ password: pw, confirmPassword: pw });
    const error = await caught(registerUser(deps, values, req()));
    expect(error.code).toBe("validation");
    expect(error.messageKey).toMatch(/^auth:validation\.passwordWeak\./);
    const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
    expect(row).toBeUndefined();
  });

  it("a registration with the person's own address in the password says so", async () => {
    const values = traveller();
    const local = values.email.split("@")[0]!;
    const error = await caught(
      registerUser(deps, { ...values, password: `${local}!`, confirmPassword: `${local}!` }, req()),
    );
    expect(error.messageKey).toBe("auth:validation.passwordWeak.personal");
  });

  it("a reset to a weak password is refused and the link still works for a good one", async () => {
    const values = traveller();
    await registerAndConfirm(values);
    await requestPasswordReset(deps, { email: values.email }, req());
    const [mail] = await outboxFor(values.email, "reset_password");
    const token = tokenFrom(mail!.text);
    const error = await caught(
      resetPassword(deps, { token, password: "password", confirmPassword: "password" }, req()),
    );
    expect(error.messageKey).toBe("auth:validation.passwordWeak.common");
    // The link's owner is known: their name in the new password is refused too.
    const named = await caught(
      resetPassword(deps, { token, password: "AnaViajera1990", confirmPassword: "AnaViajera1990" }, req()),
    );
    expect(named.messageKey).toBe("auth:validation.passwordWeak.personal");
    expect(await isResetTokenUsable(deps, token)).toBe(true);
    await resetPassword(
      deps,
      { token, password: "mochila-azul-77", confirmPassword: "mochila-azul-77" },
      req(),
    );
    const login = await signIn(
      deps,
      { email: values.email, password: "mochila-azul-77", rememberMe: false },
      req(),
    );
    expect(login.user.email).toBe(values.email);
  });
});
