import { describe, expect, it } from "vitest";
import { newTripStatus } from "./new-trip-status.ts";

describe("the status of a trip when it is sent", () => {
  const verified = { isIdentityVerified: true };
  const unverified = { isIdentityVerified: false };
  it("waits for review by default", () => {
    const settings = { trip_approval_required: true, auto_approve_verified_tropleaders: false };
    expect(newTripStatus(settings, verified)).toBe("pending");
    expect(newTripStatus(settings, unverified)).toBe("pending");
  });
  it("is published at once when approval is off", () => {
    const settings = { trip_approval_required: false, auto_approve_verified_tropleaders: false };
    expect(newTripStatus(settings, unverified)).toBe("approved");
  });
  it("skips review only for verified tropleaders when auto-approval is on", () => {
    const settings = { trip_approval_required: true, auto_approve_verified_tropleaders: true };
    expect(newTripStatus(settings, verified)).toBe("approved");
    expect(newTripStatus(settings, unverified)).toBe("pending");
  });
});
