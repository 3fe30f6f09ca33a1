import { describe, expect, it } from "vitest";
import { centsToDecimal, formatMoney, formatMoneyCompact } from "./money.ts";

const NBSP = "\u00a0";
/** No space a line could break at: only non-breaking ones (U+00A0, U+202F). */
const breakable = (s: string) => /[\s]/.test(s.replace(/[\u00a0\u202f]/g, ""));

describe("formatMoney: cents only where the amount has them, the same rule in both languages", () => {
  it("groups thousands in Spanish, even for four digits, with the sign after a non-breaking space", () => {
    expect(formatMoney(150000, "es")).toBe(`1.500${NBSP}€`);
    expect(formatMoney(1794600, "es")).toBe(`17.946${NBSP}€`);
    expect(formatMoney(0, "es")).toBe(`0${NBSP}€`);
  });
  it("shows cents when there are any, always two digits", () => {
    expect(formatMoney(1677510, "es")).toBe(`16.775,10${NBSP}€`);
    expect(formatMoney(99950, "es")).toBe(`999,50${NBSP}€`);
    expect(formatMoney(1, "es")).toBe(`0,01${NBSP}€`);
  });
  it("uses the English format in English", () => {
    expect(formatMoney(1794600, "en")).toBe("€17,946");
    expect(formatMoney(1677510, "en")).toBe("€16,775.10");
    expect(formatMoney(99950, "en")).toBe("€999.50");
  });
  it("writes negative amounts (refunds, what is owed) with a minus sign", () => {
    expect(formatMoney(-1677510, "es")).toBe(`-16.775,10${NBSP}€`);
    expect(formatMoney(-150000, "es")).toBe(`-1.500${NBSP}€`);
    expect(formatMoney(-1677510, "en")).toBe("-€16,775.10");
  });
  it("keeps other currencies' signs and never leaves a breakable space", () => {
    for (const locale of ["es", "en"] as const) {
      for (const currency of ["EUR", "USD", "GBP"]) {
        for (const cents of [0, 99950, 1794600, -1677510]) {
          expect(breakable(formatMoney(cents, locale, currency))).toBe(false);
        }
      }
    }
    expect(formatMoney(150000, "en", "GBP")).toBe("£1,500");
    expect(formatMoney(150050, "es", "USD")).toBe(`1.500,50${NBSP}US$`);
  });
});

describe("formatMoneyCompact: short figures that never wrap", () => {
  it("writes thousands and millions in the language's short form, one decimal at most", () => {
    expect(formatMoneyCompact(54450000, "es")).toBe(`544,5${NBSP}mil${NBSP}€`);
    expect(formatMoneyCompact(54450000, "en")).toBe("€544.5k");
    expect(formatMoneyCompact(1200000, "es")).toBe(`12${NBSP}mil${NBSP}€`);
    expect(formatMoneyCompact(154450000, "es")).toBe(`1,5${NBSP}M${NBSP}€`);
    expect(formatMoneyCompact(154450000, "en")).toBe("€1.5m");
  });
  it("writes a negative figure with a minus sign", () => {
    expect(formatMoneyCompact(-54450000, "es")).toBe(`-544,5${NBSP}mil${NBSP}€`);
    expect(formatMoneyCompact(-54450000, "en")).toBe("-€544.5k");
  });
  it("writes amounts under a thousand exactly, as formatMoney", () => {
    expect(formatMoneyCompact(0, "es")).toBe(`0${NBSP}€`);
    expect(formatMoneyCompact(54450, "es")).toBe(`544,50${NBSP}€`);
    expect(formatMoneyCompact(54400, "en")).toBe("€544");
  });
  it("never leaves a breakable space", () => {
    for (const locale of ["es", "en"] as const) {
      for (const cents of [99_999, 100_000, 54450000, 154450000, -54450000]) {
        expect(breakable(formatMoneyCompact(cents, locale))).toBe(false);
      }
    }
  });
});

describe("centsToDecimal", () => {
  it("writes cents as a plain two-decimal number for machines", () => {
    expect(centsToDecimal(1250)).toBe("12.50");
    expect(centsToDecimal(1794600)).toBe("17946.00");
    expect(centsToDecimal(-5)).toBe("-0.05");
  });
});
