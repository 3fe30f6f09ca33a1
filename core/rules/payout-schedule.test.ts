import { describe, expect, it } from "vitest";
import { payoutScheduledFor } from "./payout-schedule.ts";

describe("payoutScheduledFor", () => {
  it("is 7 days after the trip's last day", () => {
    expect(payoutScheduledFor("2030-05-07").toISOString()).toBe("2030-05-14T09:00:00.000Z");
  });
  it("crosses months and years", () => {
    expect(payoutScheduledFor("2030-12-28").toISOString()).toBe("2031-01-04T09:00:00.000Z");
  });
});
