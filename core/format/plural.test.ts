import { describe, expect, it } from "vitest";
import { plural, pluralCategory } from "./plural.ts";

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

  it("picks the phrase and writes the count in it", () => {
    const seats = { one: "{{count}} plaza", other: "{{count}} plazas" };
    expect(plural(1, seats)).toBe("1 plaza");
    expect(plural(2, seats)).toBe("2 plazas");
    expect(plural(0, seats)).toBe("0 plazas");
    expect(plural(1, { one: "Falta {{count}}", other: "Faltan {{count}}" })).toBe("Falta 1");
  });
});
