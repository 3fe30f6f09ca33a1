import { describe, expect, it } from "vitest";
import { PAYOUT_MAX_ATTEMPTS, payoutIdempotencyKey, payoutRetryDelayMs } from "./payout-retry.ts";

describe("payout retries", () => {
  it("waits 1, 4, 16 and 64 hours between refusals before giving up", () => {
    const hours = [1, 2, 3, 4].map((n) => payoutRetryDelayMs(n) / 3_600_000);
    expect(hours).toEqual([1, 4, 16, 64]);
    expect(PAYOUT_MAX_ATTEMPTS).toBe(5);
  });

  it("keeps the idempotency key until the provider refuses, then moves to a new one", () => {
    expect(payoutIdempotencyKey("p1", 0)).toBe("payout_p1_0");
    expect(payoutIdempotencyKey("p1", 1)).not.toBe(payoutIdempotencyKey("p1", 0));
  });
});
