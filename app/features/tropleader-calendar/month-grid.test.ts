import { describe, expect, it } from "vitest";
import { monthWeeks } from "./month-grid.ts";

describe("monthWeeks", () => {
  it("starts weeks on Monday and pads both ends", () => {
    const weeks = monthWeeks("2026-12"); // 1 December 2026 is a Tuesday
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)?.at(-1)).toBeNull();
  });
  it("handles a leap February that starts on Monday", () => {
    const weeks = monthWeeks("2027-02"); // 1 February 2027 is a Monday
    expect(weeks[0]?.[0]).toBe("2027-02-01");
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});
