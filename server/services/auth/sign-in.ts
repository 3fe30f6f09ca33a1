import { eq } from "drizzle-orm";
import { type LoginInput, loginSchema } from "#core/schemas/login";
import type { AppDeps } from "../../app-deps.ts";
import { withClientIp } from "../../auth/client-ip.ts";
import { AUTH_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { hasSessionCookie, toSessionUser } from "../../auth/resolve-session-user.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { sessions, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { authErrorCode } from "./auth-error-code.ts";
import { assertNotRateLimited, consumeRateLimit, rateLimitKey } from "./consume-rate-limit.ts";
import { parseInput } from "./parse-input.ts";
import { signOut } from "./sign-out.ts";

export type AuthRequest = { headers: Headers; clientIp: string };

/**
 * Email + password sign-in (doc 1 §2 Login, §4). An unconfirmed email is refused (and a fresh confirmation
 * link is sent); "remember me" off gives a cookie that ends with the browser. A session already open in this
 * browser is ended first. Returns the user and the Set-Cookie headers to send.
 */
export async function signIn(
  deps: AppDeps,
  input: unknown,
  request: AuthRequest,
): Promise<{ user: SessionUser; setCookie: string[] }> {
  const { email, password, rememberMe }: LoginInput = parseInput(loginSchema, input);
  // Per account, only failed attempts count (brute force); every attempt counts against the looser per-address cap.
  const accountKey = rateLimitKey("sign-in", request.clientIp, email);
  await assertNotRateLimited(deps.db, accountKey, AUTH_RATE_LIMITS.signInPerAccount);
  await consumeRateLimit(
    deps.db,
    rateLimitKey("sign-in-address", request.clientIp),
    AUTH_RATE_LIMITS.signInPerAddress,
  );
  const headers = withClientIp(request.headers, request.clientIp);
  if (hasSessionCookie(headers.get("cookie"))) {
    // Through the service, so the sockets opened with that session close too, on every instance.
    await signOut(deps, headers).catch(() => undefined);
    headers.delete("cookie");
  }
  try {
    const result = await deps.auth.api.signInEmail({
      body: { email, password, rememberMe },
      headers,
      returnHeaders: true,
    });
    const user = toSessionUser(result.response.user);
    // A suspended account (issue 12) knows the right password but gets no session: the one just made ends.
    const [account] = await deps.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, user.id));
    if (account?.suspendedAt) {
      await deps.db.delete(sessions).where(eq(sessions.userId, user.id));
      throw new AppError("forbidden", "auth:login.errors.suspended");
    }
    return { user, setCookie: result.headers.getSetCookie() };
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = authErrorCode(e);
    if (code === "EMAIL_NOT_VERIFIED") throw new AppError("forbidden", "auth:login.errors.emailNotConfirmed");
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      await consumeRateLimit(deps.db, accountKey, AUTH_RATE_LIMITS.signInPerAccount);
      throw new AppError("unauthenticated", "auth:login.errors.invalidCredentials");
    }
    throw e;
  }
}
