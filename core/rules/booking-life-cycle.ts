/**
 * The booking life cycle as one table (issue 36): the states a booking can be in, what each means for the
 * departure's seats and for money, and the transitions allowed between them. The server performs every
 * transition in one module (`server/services/bookings/booking-transitions.ts`), which checks this table first;
 * a property test drives random sequences and checks seats and money against it.
 */
export const BOOKING_STATUSES = [
  "pending_payment",
  "confirmed",
  "completed",
  "cancelled",
  "expired",
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What money the booking stands for in a state. */
export type BookingMoney =
  /** A checkout is open: nothing charged, the payment row (if any) is `open`. */
  | "checkout_open"
  /** Nothing charged and nothing will be: the checkout closed (payment `expired`). */
  | "none"
  /** Paid in full: charge = total, commission and the tropleader's share recorded, a payout scheduled. */
  | "paid"
  /** Paid, then refunded in part or whole: charged = refunded + what the platform keeps (split again). */
  | "refunded";

export type BookingState = {
  /** The booking's participants are counted in the departure's `current_participants` (`seats_held`). */
  holdsSeats: boolean;
  money: BookingMoney;
  /** No transition leaves it. */
  final: boolean;
};

export const BOOKING_STATES: Record<BookingStatus, BookingState> = {
  pending_payment: { holdsSeats: true, money: "checkout_open", final: false },
  confirmed: { holdsSeats: true, money: "paid", final: false },
  completed: { holdsSeats: true, money: "paid", final: true },
  cancelled: { holdsSeats: false, money: "refunded", final: true },
  // An ended checkout hold; a payment that still arrives confirms it (seats free) or is refunded.
  expired: { holdsSeats: false, money: "none", final: false },
};

/** What a transition does to money (seats follow from the states: see `seatChange`). */
export type MoneyEffect =
  /** A checkout is opened at the provider for departure price × participants. */
  | "open_checkout"
  /** The open payment is closed (its provider session expired after the commit); nothing was charged. */
  | "close_checkout"
  /** Nothing happens to money. */
  | "none"
  /** The charge is recorded, the commission in force split off, the tropleader's payout scheduled. */
  | "charge"
  /** Part or all of what was paid is refunded (tier, admin, departure cancelled); the split is redone. */
  | "refund_part"
  /** All that was paid goes back at once (money that arrived for a booking that cannot be sold). */
  | "refund_all";

/** `null` as `from` or `to`: the booking row does not exist (before its checkout, after a discarded one). */
export type BookingTransition = {
  from: readonly (BookingStatus | null)[];
  to: BookingStatus | null;
  money: MoneyEffect;
  /** Who or what triggers it. */
  by: string;
};

export const BOOKING_TRANSITIONS = {
  /** The traveller starts a checkout: the seats are taken if free and the booking is written. */
  startHold: { from: [null], to: "pending_payment", money: "open_checkout", by: "startCheckout" },
  /** The provider never opened a session: the booking disappears, its seats go back. */
  discardUnstartedHold: { from: ["pending_payment"], to: null, money: "none", by: "startCheckout" },
  /**
   * An unpaid checkout ends: its 30 minutes passed, the traveller left the provider's page or booked again,
   * cancelled it, the provider closed the session, the departure was cancelled, an account was deleted or
   * suspended.
   */
  endUnpaidHold: { from: ["pending_payment"], to: "expired", money: "close_checkout", by: "many" },
  /** The payment arrived while the seats were held. */
  confirm: { from: ["pending_payment"], to: "confirmed", money: "charge", by: "applyCompletedCheckout" },
  /** The payment arrived after the hold ended and its seats were free again: they are taken again. */
  confirmLate: { from: ["expired"], to: "confirmed", money: "charge", by: "applyCompletedCheckout" },
  /** The payment arrived for a booking that can no longer be sold (`unsellableCause`): refunded in full. */
  refundUnsellable: {
    from: ["pending_payment", "expired"],
    to: "cancelled",
    money: "refund_all",
    by: "applyCompletedCheckout",
  },
  /** A paid booking is cancelled: by the traveller (tier), an admin (refund) or the departure's cancellation. */
  cancelPaid: { from: ["confirmed"], to: "cancelled", money: "refund_part", by: "cancelPaidBooking" },
  /** The departure ended. */
  complete: { from: ["confirmed"], to: "completed", money: "none", by: "completeEndedBookings" },
} as const satisfies Record<string, BookingTransition>;

export type BookingTransitionName = keyof typeof BOOKING_TRANSITIONS;

/** Whether the table allows `transition` from `status` (`null`: no booking yet). */
export function canTransition(transition: BookingTransitionName, status: BookingStatus | null): boolean {
  return (BOOKING_TRANSITIONS[transition].from as readonly (BookingStatus | null)[]).includes(status);
}

/** Seats a transition moves on the departure: +n taken, -n given back, 0 untouched (from the states). */
export function seatChange(
  transition: BookingTransitionName,
  from: BookingStatus | null,
  participants: number,
): number {
  const to = BOOKING_TRANSITIONS[transition].to;
  const held = (s: BookingStatus | null) => (s ? BOOKING_STATES[s].holdsSeats : false);
  return (Number(held(to)) - Number(held(from))) * participants;
}

/** The seats a set of bookings occupies on their departure, by the table. */
export function seatsOccupied(list: readonly { status: BookingStatus; participants: number }[]): number {
  return list.reduce((n, b) => n + (BOOKING_STATES[b.status].holdsSeats ? b.participants : 0), 0);
}
