import { describe, expect, it } from "vitest";
import { RATE_LIMIT_LONGEST_WINDOW_SEC, USER_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { rateLimits } from "../../db/schema/users.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { consumeRateLimit, rateLimitKey } from "./consume-rate-limit.ts";
import { purgeExpiredRateLimits } from "./purge-expired-rate-limits.ts";

describe("purgeExpiredRateLimits", () => {
  const deps = useTestDeps();

  it("deletes windows older than the longest rule and keeps the ones still counting", async () => {
    const now = 1_800_000_000_000;
    const rule = { windowSec: 60, max: 5 };
    await consumeRateLimit(
      deps.db,
      rateLimitKey("t", "old"),
      rule,
      now - RATE_LIMIT_LONGEST_WINDOW_SEC * 1000 - 1,
    );
    await consumeRateLimit(deps.db, rateLimitKey("t", "recent"), rule, now - 1000);
    // A day-long window (data exports) still counts 23 hours later: the purge must not reset it.
    const daily = USER_RATE_LIMITS.dataExportRequest;
    await consumeRateLimit(deps.db, rateLimitKey("t", "daily"), daily, now - (daily.windowSec - 3600) * 1000);
    expect(await purgeExpiredRateLimits(deps.db, now)).toBe(1);
    const left = await deps.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(rateLimits.key);
    expect(left.map((r) => r.key).sort()).toEqual(
      [rateLimitKey("t", "daily"), rateLimitKey("t", "recent")].sort(),
    );
  });
});
