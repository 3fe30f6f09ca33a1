import { describe, expect, it } from "vitest";
import { formatRating } from "./rating.ts";

describe("formatRating", () => {
  it("shows one decimal in the reader's format", () => {
    expect(formatRating(4.75, "es")).toBe("4,8");
    expect(formatRating(4.75, "en")).toBe("4.8");
    expect(formatRating(5, "es")).toBe("5,0");
  });
});
