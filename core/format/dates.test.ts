import { describe, expect, it } from "vitest";
import { platformDaysUntil, platformMonths } from "../rules/platform-calendar.ts";
import { formatDateTime, formatLongDate, formatMonth } from "./dates.ts";

describe("dates", () => {
  it("formats calendar dates in the Spanish long format and en-GB, without time-zone shifts", () => {
    expect(formatLongDate("2027-03-15", "es")).toBe("15 de marzo de 2027");
    expect(formatLongDate("2027-03-15", "en")).toBe("15 March 2027");
    expect(formatLongDate("2027-01-01", "es")).toBe("1 de enero de 2027");
  });
  it("names months", () => {
    expect(formatMonth("2027-08", "es")).toBe("agosto de 2027");
    expect(formatMonth("2027-08", "en")).toBe("August 2027");
  });
  it("offers the current month and the next 11 as YYYY-MM, across the year end", () => {
    const months = platformMonths(12, new Date("2026-11-21T10:00:00Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2026-11");
    expect(months[1]).toBe("2026-12");
    expect(months[2]).toBe("2027-01");
    expect(months[11]).toBe("2027-10");
  });
  it("counts whole days until a date from Madrid's today (00:30 on the 22nd there)", () => {
    const now = new Date("2026-11-21T23:30:00Z");
    expect(platformDaysUntil("2026-11-22", now)).toBe(0);
    expect(platformDaysUntil("2026-12-22", now)).toBe(30);
    expect(platformDaysUntil("2026-11-21", now)).toBe(-1);
  });
});

describe("formatDateTime", () => {
  it("shows the instant on the platform's clock in both languages", () => {
    const instant = "2026-11-24T06:12:00Z"; // 07:12 in Madrid (CET)
    expect(formatDateTime(instant, "es")).toMatch(/24 nov 2026.*7:12/);
    expect(formatDateTime(instant, "en")).toMatch(/24 Nov 2026.*07:12/);
  });
});
