import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { withClientIp } from "../../auth/client-ip.ts";
import { AUTH_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { resolveSessionUser, toSessionUser } from "../../auth/resolve-session-user.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { authErrorCode } from "./auth-error-code.ts";
import { consumeRateLimit, rateLimitKey } from "./consume-rate-limit.ts";
import type { AuthRequest } from "./sign-in.ts";

export type ConfirmEmailResult =
  /** Confirmed and signed in (the redirect goes by role). */
  | { outcome: "signed_in"; user: SessionUser; setCookie: string[] }
  /** The link was valid but gave no session (already used while signed out): doc 1 'no usable session'. */
  | { outcome: "no_session" };

/** The email inside a token whose signature better-auth has just checked. */
function emailOfVerifiedToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}

/**
 * The confirmation link (doc 1 §2 callback): marks the email verified and signs the user in. A bad or
 * expired link is 'confirmation_failed'.
 */
export async function confirmEmail(
  deps: AppDeps,
  token: string,
  request: AuthRequest,
): Promise<ConfirmEmailResult> {
  await consumeRateLimit(
    deps.db,
    rateLimitKey("confirm", request.clientIp),
    AUTH_RATE_LIMITS.confirmPerAddress,
  );
  if (!token || token.length > 4096)
    throw new AppError("bad_request", "auth:callback.errors.confirmation_failed");
  const headers = withClientIp(request.headers, request.clientIp);
  let setCookie: string[];
  try {
    const result = await deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true });
    setCookie = result.headers.getSetCookie();
  } catch (e) {
    if (authErrorCode(e)) throw new AppError("bad_request", "auth:callback.errors.confirmation_failed");
    throw e;
  }
  const email = emailOfVerifiedToken(token);
  const [row] = email ? await deps.db.select().from(users).where(eq(users.email, email)) : [];
  if (!row) throw new AppError("bad_request", "auth:callback.errors.confirmation_failed");
  const user = toSessionUser(row);
  if (setCookie.some((c) => /session_token=[^;]/.test(c))) return { outcome: "signed_in", user, setCookie };
  // Already confirmed earlier: fine if this browser is signed in as that user.
  const current = await resolveSessionUser(deps, headers);
  if (current.user?.id === user.id) return { outcome: "signed_in", user, setCookie: current.setCookie };
  return { outcome: "no_session" };
}
