/**
 * Why a paid checkout can no longer be sold, one code per cause (issue 33, "late money"). The code names the
 * booking's cancellation reason (`late_payment_<cause>`), the audit log entry and the texts shown and sent.
 */
export const UNSELLABLE_CAUSES = [
  "traveller_deleted",
  "traveller_suspended",
  "tropleader_suspended",
  "trip_not_published",
  "departure_cancelled",
  "no_seats",
] as const;

export type UnsellableCause = (typeof UNSELLABLE_CAUSES)[number];

/** What a payment confirmation knows of the booking it pays, loaded under the booking's lock. */
export type SaleFacts = {
  traveller: { deleted: boolean; suspended: boolean };
  tropleader: { deleted: boolean; suspended: boolean; approvedTropleader: boolean };
  tripStatus: "draft" | "pending" | "approved" | "rejected";
  departure: {
    cancelled: boolean;
    startDate: string;
    currentParticipants: number;
    maxParticipants: number;
  };
  /** The booking's seats are still counted on the departure (an open hold). */
  seatsHeld: boolean;
  participants: number;
  /** Today in the platform's calendar (`platformToday`). */
  today: string;
};

/**
 * The one rule for money that arrives for a checkout: the booking may be confirmed only if its traveller can
 * still act on it (not deleted, not suspended) and its departure can still be sold (the trip published by a
 * tropleader who is not suspended, the departure not cancelled, and its seats still held, or free to take
 * again as at checkout: they fit and the departure starts after today). Returns null when it can be sold,
 * otherwise the first cause in `UNSELLABLE_CAUSES` order; the payment is then refunded in full.
 */
export function unsellableCause(f: SaleFacts): UnsellableCause | null {
  if (f.traveller.deleted) return "traveller_deleted";
  if (f.traveller.suspended) return "traveller_suspended";
  if (f.tropleader.suspended) return "tropleader_suspended";
  if (f.tripStatus !== "approved" || f.tropleader.deleted || !f.tropleader.approvedTropleader)
    return "trip_not_published";
  if (f.departure.cancelled) return "departure_cancelled";
  if (f.seatsHeld) return null;
  const fits = f.departure.currentParticipants + f.participants <= f.departure.maxParticipants;
  if (!fits || f.departure.startDate <= f.today) return "no_seats";
  return null;
}

/** The booking's cancellation reason for a refunded late payment (the success page reads it). */
export function latePaymentReason(cause: UnsellableCause): `late_payment_${UnsellableCause}` {
  return `late_payment_${cause}`;
}

/** The cause behind a booking's cancellation reason, when it was a refunded late payment. */
export function latePaymentCause(reason: string | null | undefined): UnsellableCause | null {
  if (!reason?.startsWith("late_payment_")) return null;
  const cause = reason.slice("late_payment_".length);
  return (UNSELLABLE_CAUSES as readonly string[]).includes(cause) ? (cause as UnsellableCause) : null;
}
