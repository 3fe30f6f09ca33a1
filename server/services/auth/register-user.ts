import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { type RegisterInput, registerSchema } from "#core/schemas/auth";
import type { AppDeps } from "../../app-deps.ts";
import { confirmationLink, EMAIL_VERIFICATION_EXPIRES_IN_SEC } from "../../auth/create-auth.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import { AUTH_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { accounts, tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { getAdminSettings } from "../settings/get-admin-settings.ts";
import { consumeRateLimit, rateLimitKey } from "./consume-rate-limit.ts";
import { parseInput } from "./parse-input.ts";

export type RegisterResult = { role: RegisterInput["role"]; needsConfirmation: true };

function isUniqueViolation(e: unknown): boolean {
  for (let err = e; err; err = (err as { cause?: unknown }).cause) {
    if ((err as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Registration (doc 1 §2 Register, §3, §6). In one transaction: the user row, the credential account, the
 * tropleader application when the role is tropleader, the confirmation email and, for an applicant, the
 * new_tropleader_registration email to every admin. Nothing is half-created. The only thing the answer tells
 * about other accounts is the spec's 'already registered' message.
 */
export async function registerUser(
  deps: AppDeps,
  input: unknown,
  request: { clientIp: string; locale: Locale },
): Promise<RegisterResult> {
  const data = parseInput(registerSchema, input);
  await consumeRateLimit(
    deps.db,
    rateLimitKey("sign-up", request.clientIp),
    AUTH_RATE_LIMITS.signUpPerAddress,
  );
  // After the rate limit: the estimate costs some milliseconds of CPU a flood should not be able to buy.
  await assertStrongPassword(deps.passwords, data.password, { name: data.name, email: data.email });

  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
  if (existing) throw new AppError("conflict", "auth:register.errors.alreadyRegistered");

  const auth = await deps.auth.$context;
  const passwordHash = await auth.password.hash(data.password);
  // Loaded here, not at the top: the page build then starts without better-auth (docs/decisions/0024-startup-and-bench.md).
  const { createEmailVerificationToken } = await import("better-auth/api");
  const token = await createEmailVerificationToken(
    deps.config.sessionSecret,
    data.email,
    undefined,
    EMAIL_VERIFICATION_EXPIRES_IN_SEC,
  );
  const userId = randomUUID();
  const { appUrl } = deps.config;

  try {
    await deps.db.transaction(async (tx) => {
      // With tropleader_approval_required off (doc 2 §3), an applicant is approved at registration.
      const approvedNow =
        data.role === "tropleader" && !(await getAdminSettings(tx)).tropleader_approval_required;
      await tx.insert(users).values({
        id: userId,
        name: data.name,
        email: data.email,
        birthDate: data.birthDate,
        emailVerified: false,
        role: data.role,
        isApproved: approvedNow,
        locale: request.locale,
        languages: data.application?.languages ?? [],
      });
      await tx
        .insert(accounts)
        .values({ userId, accountId: userId, providerId: "credential", password: passwordHash });
      await enqueueEmail(tx, {
        to: data.email,
        toName: data.name,
        locale: request.locale,
        template: "verify_email",
        data: { name: data.name, url: confirmationLink(appUrl, token), role: data.role },
        appUrl,
      });
      if (!data.application) return;
      await tx
        .insert(tropleaderProfiles)
        .values({ userId, ...data.application, approvedAt: approvedNow ? new Date() : null });
      const admins = await tx
        .select({ email: users.email, name: users.name, locale: users.locale })
        .from(users)
        .where(eq(users.role, "admin"));
      for (const admin of admins) {
        await enqueueEmail(tx, {
          to: admin.email,
          toName: admin.name,
          locale: admin.locale,
          template: "new_tropleader_registration",
          data: { userName: data.name, userEmail: data.email },
          appUrl,
        });
      }
    });
  } catch (e) {
    // Two sign-ups with the same address at the same moment: the unique index decides.
    if (isUniqueViolation(e)) throw new AppError("conflict", "auth:register.errors.alreadyRegistered");
    throw e;
  }
  return { role: data.role, needsConfirmation: true };
}
