import { describe, expect, it } from "vitest";
import { formatPercent } from "./percent.ts";

describe("formatPercent", () => {
  it("formats the commission the way each language writes it", () => {
    expect(formatPercent(0.1, "es")).toBe("10\u00a0%");
    expect(formatPercent(0.1, "en")).toBe("10%");
    expect(formatPercent(0.125, "es")).toBe("12,5\u00a0%");
  });
});
