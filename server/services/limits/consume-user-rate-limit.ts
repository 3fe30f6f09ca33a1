import { USER_RATE_LIMITS, type UserRateLimitAction } from "../../auth/rate-limit-rules.ts";
import type { DbOrTx } from "../../db/client.ts";
import { consumeRateLimit, rateLimitKey } from "../auth/consume-rate-limit.ts";

/** The message a refused request shows, unless the action has its own. */
export const TOO_MANY_REQUESTS = "common:errors.tooManyRequests";

/**
 * Counts one `action` by this signed-in user against its rule in USER_RATE_LIMITS (one atomic statement, so
 * it holds across instances) and throws rate_limited (429) once the window is full.
 */
export async function consumeUserRateLimit(
  db: DbOrTx,
  userId: string,
  action: UserRateLimitAction,
  options: { messageKey?: string; now?: number } = {},
): Promise<void> {
  await consumeRateLimit(
    db,
    rateLimitKey(`user:${action}`, userId),
    USER_RATE_LIMITS[action],
    options.now ?? Date.now(),
    options.messageKey ?? TOO_MANY_REQUESTS,
  );
}
