import { describe, expect, it } from "vitest";
import { bookingTimeline, canReviewBooking, type TimelineBooking } from "./booking-timeline.ts";

const today = "2027-06-15";
const booking = (status: TimelineBooking["status"], startDate: string, endDate: string): TimelineBooking => ({
  status,
  startDate,
  endDate,
});

describe("bookingTimeline", () => {
  it("puts confirmed and awaiting-payment bookings of future departures under upcoming", () => {
    expect(bookingTimeline(booking("confirmed", "2027-06-16", "2027-06-20"), today)).toBe("upcoming");
    expect(bookingTimeline(booking("pending_payment", "2027-07-01", "2027-07-05"), today)).toBe("upcoming");
  });

  it("treats a departure that starts today or earlier as completed", () => {
    expect(bookingTimeline(booking("confirmed", "2027-06-15", "2027-06-20"), today)).toBe("completed");
    expect(bookingTimeline(booking("confirmed", "2027-05-01", "2027-05-05"), today)).toBe("completed");
    expect(bookingTimeline(booking("completed", "2027-05-01", "2027-05-05"), today)).toBe("completed");
  });

  it("keeps cancelled bookings apart and hides expired or stale holds", () => {
    expect(bookingTimeline(booking("cancelled", "2027-07-01", "2027-07-05"), today)).toBe("cancelled");
    expect(bookingTimeline(booking("expired", "2027-07-01", "2027-07-05"), today)).toBe("hidden");
    expect(bookingTimeline(booking("pending_payment", "2027-06-10", "2027-06-12"), today)).toBe("hidden");
  });
});

describe("canReviewBooking", () => {
  it("allows a review only once the departure has ended", () => {
    expect(canReviewBooking(booking("confirmed", "2027-06-01", "2027-06-14"), today)).toBe(true);
    expect(canReviewBooking(booking("confirmed", "2027-06-10", "2027-06-15"), today)).toBe(false);
    expect(canReviewBooking(booking("confirmed", "2027-07-01", "2027-07-05"), today)).toBe(false);
    expect(canReviewBooking(booking("completed", "2027-06-10", "2027-06-15"), today)).toBe(true);
  });

  it("never allows reviews of cancelled, expired or unpaid bookings", () => {
    expect(canReviewBooking(booking("cancelled", "2027-05-01", "2027-05-05"), today)).toBe(false);
    expect(canReviewBooking(booking("expired", "2027-05-01", "2027-05-05"), today)).toBe(false);
    expect(canReviewBooking(booking("pending_payment", "2027-05-01", "2027-05-05"), today)).toBe(false);
  });
});
