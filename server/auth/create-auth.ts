import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import { toLocale } from "#core/constants/locales";
import { ACCOUNT_LINK_HOURS } from "#core/rules/account-links";
import type { Config } from "../config/load-config.ts";
import type { Db } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema/users.ts";
import type { Logger } from "../lib/logger.ts";
import { enqueueEmail } from "../services/mail/enqueue-email.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";

export const SESSION_COOKIE_PREFIX = "tropa";
/** A "remember me" session lasts 30 days from the last day it was used. */
const SESSION_EXPIRES_IN_SEC = 30 * 24 * 3600;
export const EMAIL_VERIFICATION_EXPIRES_IN_SEC = ACCOUNT_LINK_HOURS.emailVerification * 3600;
export const PASSWORD_RESET_EXPIRES_IN_SEC = ACCOUNT_LINK_HOURS.passwordReset * 3600;

/** Link in the confirmation email: the callback page confirms it with a POST (mail scanners only GET). */
export function confirmationLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/callback?token=${encodeURIComponent(token)}`;
}

/** Link in the reset email: the callback's recovery state, then /reset-password (doc 1 §2). */
export function recoveryLink(appUrl: string, token: string): string {
  return `${appUrl}/auth/callback?type=recovery&token=${encodeURIComponent(token)}`;
}

/**
 * better-auth on our own tables: database sessions (nothing kept in memory, so several instances work),
 * uuid ids, email + password with confirmation required, reset by a one-time link that ends every session,
 * rate limits stored in the database. Sign-up goes through our registerUser service (one transaction with
 * the tropleader application), so better-auth's own sign-up endpoint is off.
 */
/** Marks the account as used now, which also withdraws an inactivity warning. */
async function touchLastActive(db: Db, userId: unknown): Promise<void> {
  if (typeof userId !== "string") return;
  await db
    .update(users)
    .set({ lastActiveAt: new Date(), inactivityWarnedAt: null })
    .where(eq(users.id, userId));
}

export function createAuth({ config, db, logger }: { config: Config; db: Db; logger: Logger }) {
  const recipientLocale = (user: Record<string, unknown>) => toLocale(user.locale);
  return betterAuth({
    appName: "Tropa",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.sessionSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      modelName: "users",
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "viajero", input: false },
        isApproved: { type: "boolean", required: false, defaultValue: false, input: false },
        isIdentityVerified: { type: "boolean", required: false, defaultValue: false, input: false },
        locale: { type: "string", required: false, defaultValue: "es", input: false },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: SESSION_EXPIRES_IN_SEC,
      updateAge: 24 * 3600,
    },
    account: { modelName: "accounts" },
    // Activity for the inactivity rule (issue 15): a new session, or one extended (at most daily, updateAge).
    databaseHooks: {
      session: {
        create: { after: async (session) => touchLastActive(db, session.userId) },
        update: { after: async (session) => touchLastActive(db, (session as { userId?: unknown }).userId) },
      },
    },
    // Reset tokens are stored hashed: a copy of the database does not let anyone reset a password.
    verification: { modelName: "verifications", storeIdentifier: "hashed" },
    // better-auth's HTTP handler is not mounted (server/http/auth-api.ts): every sign-in, reset and sign-up
    // goes through our services, whose limits (rate-limit-rules.ts) live in the same table.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_IN_SEC,
      revokeSessionsOnPasswordReset: true,
      // The reset link reached the inbox, which proves the address as well as a confirmation link would.
      async onPasswordReset({ user }) {
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
      async sendResetPassword({ user, token }) {
        await enqueueEmail(db, {
          to: user.email,
          toName: user.name,
          locale: recipientLocale(user),
          template: "reset_password",
          data: { name: user.name, url: recoveryLink(config.appUrl, token) },
          appUrl: config.appUrl,
        });
      },
    },
    emailVerification: {
      // Sign-up sends its own email inside the registration transaction; a sign-in attempt before confirming
      // sends a fresh link (the first one may be lost or expired).
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_EXPIRES_IN_SEC,
      async sendVerificationEmail({ user, token }) {
        await enqueueEmail(db, {
          to: user.email,
          toName: user.name,
          locale: recipientLocale(user),
          template: "verify_email",
          data: {
            name: user.name,
            url: confirmationLink(config.appUrl, token),
            role: (user as Record<string, unknown>).role === "tropleader" ? "tropleader" : "viajero",
          },
          appUrl: config.appUrl,
        });
      },
    },
    advanced: {
      database: { generateId: () => randomUUID() },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.isProduction, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: config.LOG_LEVEL === "silent" ? "error" : config.LOG_LEVEL,
      disabled: config.LOG_LEVEL === "silent",
      log(level, message) {
        // Only the message: better-auth's extra arguments can hold request data.
        logger[level](`auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
