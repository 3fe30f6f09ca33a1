import { describe, expect, it } from "vitest";
import { ageOn } from "./age.ts";

describe("ageOn", () => {
  it("counts whole years, turning on the birthday", () => {
    expect(ageOn("1990-06-15", "2026-06-14")).toBe(35);
    expect(ageOn("1990-06-15", "2026-06-15")).toBe(36);
    expect(ageOn("2000-02-29", "2027-02-28")).toBe(26);
    expect(ageOn("2000-02-29", "2027-03-01")).toBe(27);
  });
  it("is null without a usable birth date", () => {
    expect(ageOn(null, "2026-01-01")).toBeNull();
    expect(ageOn("hace años", "2026-01-01")).toBeNull();
    expect(ageOn("2030-01-01", "2026-01-01")).toBeNull();
  });
});
