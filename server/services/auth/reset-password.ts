import { eq } from "drizzle-orm";
import { resetPasswordSchema } from "#core/schemas/login";
import type { AppDeps } from "../../app-deps.ts";
import { assertStrongPassword } from "../../auth/password-strength.ts";
import { AUTH_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { authErrorCode } from "./auth-error-code.ts";
import { consumeRateLimit, rateLimitKey } from "./consume-rate-limit.ts";
import { parseInput } from "./parse-input.ts";

const RESET_PREFIX = "reset-password:";

/** Whether a reset link can still be used (the page shows the form or 'this link has expired'). */
export async function isResetTokenUsable(deps: AppDeps, token: string): Promise<boolean> {
  if (!token || token.length > 512) return false;
  const auth = await deps.auth.$context;
  const row = await auth.internalAdapter.findVerificationValue(`${RESET_PREFIX}${token}`);
  return Boolean(row && row.expiresAt > new Date());
}

/**
 * Sets the new password with a reset link. The link works once; every session of the user ends, with its
 * realtime sockets (a stolen session does not survive a reset), and the address counts as confirmed, since
 * the link reached its inbox. The new password must be hard to guess (server/auth/password-strength.ts).
 */
export async function resetPassword(
  deps: AppDeps,
  input: unknown,
  request: { clientIp: string },
): Promise<void> {
  const { token, password } = parseInput(resetPasswordSchema, input);
  await consumeRateLimit(
    deps.db,
    rateLimitKey("reset-submit", request.clientIp),
    AUTH_RATE_LIMITS.resetSubmitPerAddress,
  );
  // Whose password this is (the link names the user), to close their open sockets once it has changed.
  const auth = await deps.auth.$context;
  const link = await auth.internalAdapter.findVerificationValue(`${RESET_PREFIX}${token}`);
  // Judged for the person the link belongs to (their name and address are easy guesses); a dead link is
  // answered as such below, whatever the password.
  if (link?.value && link.expiresAt > new Date()) {
    const [owner] = await deps.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, link.value));
    if (owner) await assertStrongPassword(deps.passwords, password, owner);
  }
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (e) {
    const code = authErrorCode(e);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND")
      throw new AppError("bad_request", "auth:reset.invalidLink");
    throw e;
  }
  // better-auth has deleted every session of the user (revokeSessionsOnPasswordReset): a stolen session's
  // sockets close now too, on every instance.
  if (link?.value) await deps.bus.publish({ type: "sessions.revoked", userIds: [link.value] });
}
