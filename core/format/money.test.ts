import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyThousands } from "./money.ts";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("uses euros with thousands separators in Spanish, even for four digits", () => {
    expect(nbsp(formatMoney(150000, "es"))).toBe("1.500 €");
    expect(nbsp(formatMoney(1234500, "es"))).toBe("12.345 €");
  });
  it("uses the English format in English", () => {
    expect(formatMoney(150000, "en")).toBe("€1,500");
  });
  it("shows cents only when there are any", () => {
    expect(nbsp(formatMoney(99950, "es"))).toBe("999,50 €");
    expect(formatMoney(99950, "en")).toBe("€999.50");
  });
});

describe("formatMoneyThousands", () => {
  it("shows thousands with a k suffix", () => {
    expect(formatMoneyThousands(12345600, "es")).toBe("123,5k €");
    expect(formatMoneyThousands(12345600, "en")).toBe("€123.5k");
  });
});
