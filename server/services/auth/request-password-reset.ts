import { forgotPasswordSchema } from "#core/schemas/login";
import type { AppDeps } from "../../app-deps.ts";
import { withClientIp } from "../../auth/client-ip.ts";
import { AUTH_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { consumeRateLimit, rateLimitKey } from "./consume-rate-limit.ts";
import { parseInput } from "./parse-input.ts";
import type { AuthRequest } from "./sign-in.ts";

/**
 * Sends a one-time, expiring reset link when the address has an account. The answer is the same either way,
 * so the form never tells whether an email is registered.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: unknown,
  request: AuthRequest,
): Promise<void> {
  const { email } = parseInput(forgotPasswordSchema, input);
  await consumeRateLimit(
    deps.db,
    rateLimitKey("reset-request", request.clientIp, email),
    AUTH_RATE_LIMITS.resetRequestPerAccount,
  );
  await consumeRateLimit(
    deps.db,
    rateLimitKey("reset-request-address", request.clientIp),
    AUTH_RATE_LIMITS.resetRequestPerAddress,
  );
  await deps.auth.api.requestPasswordReset({
    body: { email, redirectTo: "/reset-password" },
    headers: withClientIp(request.headers, request.clientIp),
  });
}
