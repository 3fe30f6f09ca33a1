import { describe, expect, it } from "vitest";
import { platformToday } from "./platform-calendar.ts";
import {
  canCancelBefore,
  daysBeforeDeparture,
  refundAmountCents,
  refundPercentForDays,
  refundTier,
} from "./refund-tier.ts";

describe("refundPercentForDays", () => {
  it.each([
    [365, 100],
    [31, 100],
    [30, 75],
    [20, 75],
    [15, 75],
    [14, 50],
    [10, 50],
    [7, 50],
    [6, 0],
    [1, 0],
    [0, 0],
    [-3, 0],
  ])("%i days before → %i%%", (days, percent) => {
    expect(refundPercentForDays(days)).toBe(percent);
  });
});

describe("daysBeforeDeparture", () => {
  it("counts calendar days in Madrid, not UTC", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid (UTC+1 in winter).
    const lateEvening = new Date("2029-12-31T23:30:00Z");
    expect(platformToday(lateEvening)).toBe("2030-01-01");
    expect(daysBeforeDeparture("2030-01-31", lateEvening)).toBe(30);
    expect(daysBeforeDeparture("2030-01-31", new Date("2029-12-31T22:30:00Z"))).toBe(31);
  });
  it("handles daylight saving time changes", () => {
    const beforeDst = new Date("2030-03-20T12:00:00Z");
    expect(daysBeforeDeparture("2030-04-19", beforeDst)).toBe(30);
  });
  it("places the boundary days in the right tier", () => {
    const now = new Date("2030-06-01T10:00:00Z");
    expect(refundTier("2030-07-02", now)).toEqual({ percent: 100, daysBefore: 31 });
    expect(refundTier("2030-07-01", now)).toEqual({ percent: 75, daysBefore: 30 });
    expect(refundTier("2030-06-16", now)).toEqual({ percent: 75, daysBefore: 15 });
    expect(refundTier("2030-06-15", now)).toEqual({ percent: 50, daysBefore: 14 });
    expect(refundTier("2030-06-08", now)).toEqual({ percent: 50, daysBefore: 7 });
    expect(refundTier("2030-06-07", now)).toEqual({ percent: 0, daysBefore: 6 });
  });
});

describe("canCancelBefore", () => {
  const now = new Date("2030-06-01T10:00:00Z");
  it("allows cancelling until the day before the departure", () => {
    expect(canCancelBefore("2030-06-02", now)).toBe(true);
    expect(canCancelBefore("2030-06-01", now)).toBe(false);
    expect(canCancelBefore("2030-05-20", now)).toBe(false);
  });
});

describe("refundAmountCents", () => {
  it("rounds down to the cent", () => {
    expect(refundAmountCents(12_345, 75)).toBe(9_258);
    expect(refundAmountCents(12_345, 50)).toBe(6_172);
    expect(refundAmountCents(12_345, 100)).toBe(12_345);
    expect(refundAmountCents(12_345, 0)).toBe(0);
  });
});
