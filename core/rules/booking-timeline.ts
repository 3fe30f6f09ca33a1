/**
 * Where a booking belongs on the traveller dashboard (doc 1 §4): upcoming = the departure starts in the future
 * and the booking is confirmed or awaiting payment; completed = the departure has started or passed, or the
 * booking is completed. Cancelled bookings are listed apart; expired holds and unpaid holds whose departure
 * already started are not the traveller's trips at all.
 */
export type BookingTimeline = "upcoming" | "completed" | "cancelled" | "hidden";

export type TimelineBooking = {
  status: "pending_payment" | "confirmed" | "completed" | "cancelled" | "expired";
  startDate: string;
  endDate: string;
};

/** today is a calendar date YYYY-MM-DD. */
export function bookingTimeline(b: TimelineBooking, today: string): BookingTimeline {
  switch (b.status) {
    case "cancelled":
      return "cancelled";
    case "expired":
      return "hidden";
    case "completed":
      return "completed";
    case "pending_payment":
      return b.startDate > today ? "upcoming" : "hidden";
    case "confirmed":
      return b.startDate > today ? "upcoming" : "completed";
  }
}

/** A review is possible once the departure has ended, for a booking that was paid and not cancelled. */
export function canReviewBooking(b: TimelineBooking, today: string): boolean {
  if (b.status === "completed") return true;
  return b.status === "confirmed" && b.endDate < today;
}
