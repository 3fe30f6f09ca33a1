import { describe, expect, it } from "vitest";
import { pluralCategory } from "./plural.ts";

describe("plural", () => {
  it("is 'one' for ±1 only", () => {
    expect([0, 1, -1, 2, 21, 1_000_000].map(pluralCategory)).toEqual([
      "other",
      "one",
      "one",
      "other",
      "other",
      "other",
    ]);
  });
});
