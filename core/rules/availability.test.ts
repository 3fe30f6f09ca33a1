import { describe, expect, it } from "vitest";
import { availabilityLabel, availableSpots, isGuaranteed } from "./availability.ts";

describe("availabilityLabel", () => {
  it("is full when no seat is left", () => {
    expect(availabilityLabel({ maxParticipants: 12, currentParticipants: 12 })).toBe("full");
  });
  it("shows last spots at 3 or fewer", () => {
    expect(availabilityLabel({ maxParticipants: 12, currentParticipants: 9 })).toBe("last-spots");
    expect(availabilityLabel({ maxParticipants: 12, currentParticipants: 11 })).toBe("last-spots");
  });
  it("is available with 4 or more", () => {
    expect(availabilityLabel({ maxParticipants: 12, currentParticipants: 8 })).toBe("available");
  });
  it("counts spots and the guarantee threshold", () => {
    expect(availableSpots({ maxParticipants: 10, currentParticipants: 3 })).toBe(7);
    expect(isGuaranteed({ currentParticipants: 4, minParticipants: 4 })).toBe(true);
    expect(isGuaranteed({ currentParticipants: 3, minParticipants: 4 })).toBe(false);
  });
});
