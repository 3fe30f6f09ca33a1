import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RateLimitRule } from "../../auth/rate-limit-rules.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { AppError } from "../../lib/app-error.ts";

/** Keys never hold an email in clear: the table is shared and readable by anyone with database access. */
export function rateLimitKey(scope: string, ...parts: string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 32);
  return `tropa:${scope}:${digest}`;
}

/**
 * Counts one attempt against `key` in one atomic statement (safe across instances) and throws
 * rate_limited with the spec's text (or `messageKey`) when the window is already full. `last_request` holds the window start.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
  messageKey = "auth:errors.tooManyAttempts",
): Promise<void> {
  const windowStartBefore = now - rule.windowSec * 1000;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid(), ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStartBefore} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStartBefore} then ${now}
                          else rate_limits.last_request end
    returning count`,
  );
  if (Number(row?.count ?? 0) > rule.max) throw new AppError("rate_limited", messageKey);
}

/**
 * Throws rate_limited when `key` has already used its `max` attempts in the current window, without counting
 * one more (for limits that only count failures).
 */
export async function assertNotRateLimited(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: number = Date.now(),
): Promise<void> {
  const windowStartBefore = now - rule.windowSec * 1000;
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${key} and last_request > ${windowStartBefore}`,
  );
  if (Number(row?.count ?? 0) >= rule.max) throw new AppError("rate_limited", "auth:errors.tooManyAttempts");
}
