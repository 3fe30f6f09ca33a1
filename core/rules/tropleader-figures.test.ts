import { describe, expect, it } from "vitest";
import {
  departureOccupancy,
  occupancyLabel,
  occupancyPercent,
  percentChange,
  share,
  weightedRating,
} from "./tropleader-figures.ts";

describe("guide dashboard figures", () => {
  it("labels occupancy at the spec's thresholds (75, 50, 25)", () => {
    expect(occupancyLabel(100)).toBe("excellent");
    expect(occupancyLabel(75)).toBe("excellent");
    expect(occupancyLabel(74)).toBe("good");
    expect(occupancyLabel(50)).toBe("good");
    expect(occupancyLabel(49)).toBe("fair");
    expect(occupancyLabel(25)).toBe("fair");
    expect(occupancyLabel(24)).toBe("low");
    expect(occupancyLabel(0)).toBe("low");
  });

  it("computes occupancy over capacity and says so when there is none", () => {
    expect(occupancyPercent(6, 8)).toBe(75);
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(0, 0)).toBeNull();
  });

  it("labels one departure: none, below half, otherwise good", () => {
    expect(departureOccupancy(0, 10)).toBe("none");
    expect(departureOccupancy(4, 10)).toBe("low");
    expect(departureOccupancy(5, 10)).toBe("good");
    expect(departureOccupancy(3, 7)).toBe("low");
    expect(departureOccupancy(4, 7)).toBe("good");
  });

  it("gives a change only when the previous period is above 0", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(100, 0)).toBeNull();
  });

  it("weights the rating by review count, one decimal", () => {
    expect(
      weightedRating([
        { rating: 5, reviewsCount: 1 },
        { rating: 4, reviewsCount: 3 },
      ]),
    ).toBe(4.3);
    expect(weightedRating([{ rating: 3, reviewsCount: 0 }])).toBeNull();
    expect(weightedRating([])).toBeNull();
  });

  it("gives a share only of a whole above 0", () => {
    expect(share(1, 4)).toBe(25);
    expect(share(0, 0)).toBeNull();
  });
});
