import { describe, expect, it } from "vitest";
import { rateToBasisPoints, splitCommission } from "./commission.ts";

describe("splitCommission", () => {
  it("takes 10% by default-sized rates and gives the rest to the tropleader", () => {
    expect(splitCommission(150_000, 0.1)).toEqual({
      rate: 0.1,
      commissionCents: 15_000,
      tropleaderCents: 135_000,
    });
  });
  it("rounds the commission half up to the cent and the parts always add up", () => {
    expect(splitCommission(12_345, 0.1)).toEqual({
      rate: 0.1,
      commissionCents: 1_235,
      tropleaderCents: 11_110,
    });
    expect(splitCommission(12_344, 0.1).commissionCents).toBe(1_234);
    for (const total of [1, 99, 101, 33_333, 999_999]) {
      const s = splitCommission(total, 0.125);
      expect(s.commissionCents + s.tropleaderCents).toBe(total);
    }
  });
  it("accepts rates in steps of 0.1% without floating-point drift", () => {
    expect(splitCommission(100_000, 0.123).commissionCents).toBe(12_300);
    expect(splitCommission(100_000, 0.07).commissionCents).toBe(7_000);
  });
  it("handles 0% and 100%", () => {
    expect(splitCommission(50_000, 0)).toEqual({ rate: 0, commissionCents: 0, tropleaderCents: 50_000 });
    expect(splitCommission(50_000, 1)).toEqual({ rate: 1, commissionCents: 50_000, tropleaderCents: 0 });
  });
  it("refuses invalid rates and amounts", () => {
    expect(() => rateToBasisPoints(-0.1)).toThrow(RangeError);
    expect(() => rateToBasisPoints(1.5)).toThrow(RangeError);
    expect(() => rateToBasisPoints(Number.NaN)).toThrow(RangeError);
    expect(() => splitCommission(10.5, 0.1)).toThrow(RangeError);
    expect(() => splitCommission(-1, 0.1)).toThrow(RangeError);
  });
});
