import { describe, expect, it } from "vitest";
import { generateBookingReference, isBookingReference } from "./booking-reference.ts";

describe("generateBookingReference", () => {
  it("looks like TRP-7K3M9Q, without ambiguous characters", () => {
    for (let i = 0; i < 200; i++) {
      const ref = generateBookingReference();
      expect(ref).toMatch(/^TRP-[2-9A-HJKMNP-Z]{6}$/);
      expect(isBookingReference(ref)).toBe(true);
    }
  });
  it("is random", () => {
    const refs = new Set(Array.from({ length: 500 }, () => generateBookingReference()));
    expect(refs.size).toBe(500);
  });
  it("rejects bytes that would bias the alphabet", () => {
    const bytes = [255, 250, 248, 0, 1, 2, 3, 4, 5, 0, 0, 0];
    expect(generateBookingReference(() => Uint8Array.from(bytes))).toBe("TRP-234567");
  });
  it("validates references", () => {
    expect(isBookingReference("TRP-7K3M9Q")).toBe(true);
    expect(isBookingReference("TRP-0K3M9Q")).toBe(false);
    expect(isBookingReference("trp-7k3m9q")).toBe(false);
  });
});
