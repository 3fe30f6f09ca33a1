import { describe, expect, it, vi } from "vitest";
import { ageOn, isAdult, oldestBirthDate } from "./adult-age.ts";

describe("isAdult (doc 1 terms: 18 or over)", () => {
  it("refuses 17 years and 364 days, accepts exactly 18 years", () => {
    expect(isAdult("2008-11-28", "2026-11-27")).toBe(false);
    expect(isAdult("2008-11-27", "2026-11-27")).toBe(true);
    expect(ageOn("2008-11-28", "2026-11-27")).toBe(17);
    expect(ageOn("2008-11-27", "2026-11-27")).toBe(18);
  });

  it("turns a 29 February birthday into 1 March in a common year", () => {
    expect(isAdult("2008-02-29", "2026-02-28")).toBe(false);
    expect(isAdult("2008-02-29", "2026-03-01")).toBe(true);
    // A birthday on 29 February in a leap year is the day itself.
    expect(ageOn("2004-02-29", "2028-02-28")).toBe(23);
    expect(ageOn("2004-02-29", "2028-02-29")).toBe(24);
  });

  it("counts on the Madrid calendar by default", () => {
    // 23:30 UTC on 26 November is already 27 November in Madrid: the eighteenth birthday has come.
    const lateUtc = new Date("2026-11-26T23:30:00Z");
    vi.useFakeTimers({ now: lateUtc });
    try {
      expect(isAdult("2008-11-27")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("knows the oldest birth date accepted, 120 years back", () => {
    expect(oldestBirthDate("2026-11-27")).toBe("1906-11-27");
    expect(oldestBirthDate("2028-02-29")).toBe("1908-02-29");
    // 1900 was not a leap year: its 29 February does not exist.
    expect(oldestBirthDate("2020-02-29")).toBe("1900-02-28");
  });
});
