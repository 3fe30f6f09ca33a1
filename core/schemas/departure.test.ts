import { describe, expect, it } from "vitest";
import {
  departureEndDate,
  departureFormSchema,
  departureRules,
  latestDepartureDate,
  rangesOverlap,
} from "./departure.ts";

const valid = { startDate: "2027-03-10", price: "890", maxParticipants: "10", minParticipants: "4" };
const firstMessage = (input: object) => departureFormSchema.safeParse(input).error?.issues[0]?.message;

describe("departure rules", () => {
  it("derives the end date from the trip's duration (a 1-day trip ends the day it starts)", () => {
    expect(departureEndDate("2027-03-10", 1)).toBe("2027-03-10");
    expect(departureEndDate("2027-03-10", 8)).toBe("2027-03-17");
    expect(departureEndDate("2027-02-25", 5)).toBe("2027-03-01");
    expect(departureEndDate("2028-02-28", 2)).toBe("2028-02-29");
  });

  it("accepts a departure from tomorrow to two years ahead, within the trip's seats", () => {
    const form = departureFormSchema.parse(valid);
    expect(form).toEqual({
      startDate: "2027-03-10",
      price: 890,
      maxParticipants: 10,
      minParticipants: 4,
      confirmDeadlineDays: 21,
    });
    expect(departureRules(form, { maxParticipants: 12 }, "2027-03-09")).toBeNull();
    expect(departureRules(form, { maxParticipants: 12 }, "2027-03-10")?.message).toBe(
      "departures:errors.startDatePast",
    );
    expect(latestDepartureDate("2026-11-24")).toBe("2028-11-24");
    expect(
      departureRules({ ...form, startDate: "2028-11-25" }, { maxParticipants: 12 }, "2026-11-24")?.message,
    ).toBe("departures:errors.startDateTooFar");
    expect(
      departureRules({ ...form, startDate: "2028-11-24" }, { maxParticipants: 12 }, "2026-11-24"),
    ).toBeNull();
    expect(departureRules(form, { maxParticipants: 8 }, "2027-01-01")?.message).toBe(
      "departures:errors.maxAboveTrip",
    );
  });

  it("refuses bad input with its message", () => {
    expect(firstMessage({ ...valid, startDate: "2027-02-30" })).toBe("departures:errors.startDateRequired");
    expect(firstMessage({ ...valid, startDate: "" })).toBe("departures:errors.startDateRequired");
    expect(firstMessage({ ...valid, price: "99.99" })).toBe("departures:errors.priceMin");
    expect(firstMessage({ ...valid, price: "120.555" })).toBe("departures:errors.priceCents");
    expect(firstMessage({ ...valid, maxParticipants: "1" })).toBe("departures:errors.maxMin");
    expect(firstMessage({ ...valid, maxParticipants: "21" })).toBe("departures:errors.maxMax");
    expect(firstMessage({ ...valid, minParticipants: "0" })).toBe("departures:errors.minMin");
    expect(firstMessage({ ...valid, minParticipants: "11" })).toBe("departures:errors.minAboveMax");
    for (const days of ["0", "91", "2.5", "x"]) {
      expect(firstMessage({ ...valid, confirmDeadlineDays: days })).toBe("departures:errors.deadlineRange");
    }
  });

  it("finds overlapping dates", () => {
    const a = { startDate: "2027-03-10", endDate: "2027-03-17" };
    expect(rangesOverlap(a, { startDate: "2027-03-17", endDate: "2027-03-20" })).toBe(true);
    expect(rangesOverlap(a, { startDate: "2027-03-18", endDate: "2027-03-20" })).toBe(false);
    expect(rangesOverlap(a, { startDate: "2027-03-01", endDate: "2027-03-09" })).toBe(false);
  });
});
