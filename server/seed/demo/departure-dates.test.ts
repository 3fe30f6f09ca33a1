import { describe, expect, it } from "vitest";
import { pastDeparture, upcomingDeparture } from "./departure-dates.ts";

const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe("demo departure dates", () => {
  it("puts an upcoming departure at the next occurrence of its month and day", () => {
    expect(upcomingDeparture("05-10", 7, at("2026-03-10"))).toEqual({
      startDate: "2026-05-10",
      endDate: "2026-05-16",
    });
    expect(upcomingDeparture("02-14", 8, at("2026-03-10"))).toEqual({
      startDate: "2027-02-14",
      endDate: "2027-02-21",
    });
  });

  it("moves a departure due within the week a week later, never beyond the 12 offered months", () => {
    expect(upcomingDeparture("03-12", 5, at("2026-03-10")).startDate).toBe("2026-03-19");
    // 8 March has just passed: next year's 8 March would be outside the month filter (Mar 2026 - Feb 2027).
    const wrapped = upcomingDeparture("03-08", 5, at("2026-03-10")).startDate;
    expect(wrapped > "2026-03-16").toBe(true);
    expect(wrapped < "2027-03-01").toBe(true);
  });

  it("puts a past departure at the last occurrence that has already ended", () => {
    expect(pastDeparture("02-02", 10, at("2026-03-10"))).toEqual({
      startDate: "2026-02-02",
      endDate: "2026-02-11",
    });
    // This year's trip would still be running (or just ended): take last year's.
    expect(pastDeparture("03-01", 9, at("2026-03-10"))).toEqual({
      startDate: "2025-03-01",
      endDate: "2025-03-09",
    });
    expect(pastDeparture("11-15", 11, at("2026-03-10"))).toEqual({
      startDate: "2025-11-15",
      endDate: "2025-11-25",
    });
  });
});
