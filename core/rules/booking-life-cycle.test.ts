import { describe, expect, it } from "vitest";
import {
  BOOKING_STATES,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingTransitionName,
  canTransition,
  seatChange,
  seatsOccupied,
} from "./booking-life-cycle.ts";

const names = Object.keys(BOOKING_TRANSITIONS) as BookingTransitionName[];

describe("the booking life cycle table", () => {
  it("holds seats exactly while a checkout is open or the booking is paid and not cancelled", () => {
    expect(BOOKING_STATUSES.filter((s) => BOOKING_STATES[s].holdsSeats)).toEqual([
      "pending_payment",
      "confirmed",
      "completed",
    ]);
  });

  it("lets nothing leave a final state, and every other state has a way out", () => {
    for (const status of BOOKING_STATUSES) {
      const out = names.filter((t) => canTransition(t, status));
      if (BOOKING_STATES[status].final) expect(out, status).toEqual([]);
      else expect(out.length, status).toBeGreaterThan(0);
    }
  });

  it("starts every booking with a hold, and only there", () => {
    expect(names.filter((t) => canTransition(t, null))).toEqual(["startHold"]);
  });

  it("allows the transitions the services make and refuses the others", () => {
    expect(canTransition("endUnpaidHold", "pending_payment")).toBe(true);
    expect(canTransition("endUnpaidHold", "confirmed")).toBe(false);
    expect(canTransition("endUnpaidHold", "expired")).toBe(false);
    expect(canTransition("confirm", "pending_payment")).toBe(true);
    expect(canTransition("confirm", "expired")).toBe(false);
    expect(canTransition("confirmLate", "expired")).toBe(true);
    expect(canTransition("confirmLate", "cancelled")).toBe(false);
    expect(canTransition("refundUnsellable", "expired")).toBe(true);
    expect(canTransition("refundUnsellable", "confirmed")).toBe(false);
    expect(canTransition("cancelPaid", "confirmed")).toBe(true);
    expect(canTransition("cancelPaid", "completed")).toBe(false);
    expect(canTransition("cancelPaid", "pending_payment")).toBe(false);
    expect(canTransition("complete", "confirmed")).toBe(true);
    expect(canTransition("complete", "pending_payment")).toBe(false);
  });

  it("derives each transition's seats from the states it joins", () => {
    expect(seatChange("startHold", null, 3)).toBe(3);
    expect(seatChange("discardUnstartedHold", "pending_payment", 3)).toBe(-3);
    expect(seatChange("endUnpaidHold", "pending_payment", 2)).toBe(-2);
    expect(seatChange("confirm", "pending_payment", 2)).toBe(0);
    expect(seatChange("confirmLate", "expired", 2)).toBe(2);
    expect(seatChange("refundUnsellable", "pending_payment", 2)).toBe(-2);
    expect(seatChange("refundUnsellable", "expired", 2)).toBe(0);
    expect(seatChange("cancelPaid", "confirmed", 4)).toBe(-4);
    expect(seatChange("complete", "confirmed", 4)).toBe(0);
  });

  it("says money moves only where a checkout or payment does", () => {
    expect(BOOKING_TRANSITIONS.endUnpaidHold.money).toBe("close_checkout");
    expect(BOOKING_TRANSITIONS.confirm.money).toBe("charge");
    expect(BOOKING_TRANSITIONS.confirmLate.money).toBe("charge");
    expect(BOOKING_TRANSITIONS.refundUnsellable.money).toBe("refund_all");
    expect(BOOKING_TRANSITIONS.cancelPaid.money).toBe("refund_part");
    expect(BOOKING_TRANSITIONS.complete.money).toBe("none");
    // A paid state comes only from a charge; a refunded one only from a refund.
    for (const t of names) {
      const to = BOOKING_TRANSITIONS[t].to;
      if (to === "confirmed") expect(BOOKING_TRANSITIONS[t].money, t).toBe("charge");
      if (to === "cancelled")
        expect(["refund_part", "refund_all"], t).toContain(BOOKING_TRANSITIONS[t].money);
    }
  });

  it("counts the seats a departure's bookings occupy", () => {
    expect(
      seatsOccupied([
        { status: "pending_payment", participants: 2 },
        { status: "confirmed", participants: 3 },
        { status: "completed", participants: 1 },
        { status: "cancelled", participants: 4 },
        { status: "expired", participants: 5 },
      ]),
    ).toBe(6);
  });
});
