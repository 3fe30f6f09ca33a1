import { describe, expect, it } from "vitest";
import {
  latePaymentCause,
  latePaymentReason,
  type SaleFacts,
  UNSELLABLE_CAUSES,
  unsellableCause,
} from "./booking-sale.ts";

const sellable: SaleFacts = {
  traveller: { deleted: false, suspended: false },
  tropleader: { deleted: false, suspended: false, approvedTropleader: true },
  tripStatus: "approved",
  departure: { cancelled: false, startDate: "2030-06-10", currentParticipants: 4, maxParticipants: 6 },
  seatsHeld: true,
  participants: 2,
  today: "2030-05-01",
};
const withFacts = (change: (f: SaleFacts) => void): SaleFacts => {
  const f = structuredClone(sellable);
  change(f);
  return f;
};

describe("can this booking still be sold to this person", () => {
  it("sells a held booking of an active traveller on a published, running departure", () => {
    expect(unsellableCause(sellable)).toBeNull();
  });

  it("names each cause", () => {
    expect(unsellableCause(withFacts((f) => (f.traveller.deleted = true)))).toBe("traveller_deleted");
    expect(unsellableCause(withFacts((f) => (f.traveller.suspended = true)))).toBe("traveller_suspended");
    expect(unsellableCause(withFacts((f) => (f.tropleader.suspended = true)))).toBe("tropleader_suspended");
    expect(unsellableCause(withFacts((f) => (f.tripStatus = "draft")))).toBe("trip_not_published");
    expect(unsellableCause(withFacts((f) => (f.tripStatus = "pending")))).toBe("trip_not_published");
    expect(unsellableCause(withFacts((f) => (f.tropleader.deleted = true)))).toBe("trip_not_published");
    expect(unsellableCause(withFacts((f) => (f.tropleader.approvedTropleader = false)))).toBe(
      "trip_not_published",
    );
    expect(unsellableCause(withFacts((f) => (f.departure.cancelled = true)))).toBe("departure_cancelled");
  });

  it("takes the seats of an ended hold again only if they fit on a departure that starts after today", () => {
    const ended = withFacts((f) => (f.seatsHeld = false));
    expect(unsellableCause(ended)).toBeNull();
    expect(unsellableCause({ ...ended, participants: 3 })).toBe("no_seats");
    expect(unsellableCause({ ...ended, today: "2030-06-10" })).toBe("no_seats");
    expect(unsellableCause({ ...ended, today: "2030-06-09" })).toBeNull();
    // Seats still held are the booking's own: a full departure does not refuse them.
    expect(unsellableCause({ ...sellable, participants: 3 })).toBeNull();
  });

  it("reports the person before the departure: a deleted traveller on a cancelled departure is the traveller", () => {
    const all = withFacts((f) => {
      f.traveller.deleted = true;
      f.traveller.suspended = true;
      f.tropleader.suspended = true;
      f.departure.cancelled = true;
      f.seatsHeld = false;
    });
    expect(unsellableCause(all)).toBe("traveller_deleted");
    expect(unsellableCause({ ...all, traveller: { deleted: false, suspended: false } })).toBe(
      "tropleader_suspended",
    );
  });

  it("turns a cause into the booking's cancellation reason and back", () => {
    for (const cause of UNSELLABLE_CAUSES) expect(latePaymentCause(latePaymentReason(cause))).toBe(cause);
    expect(latePaymentReason("no_seats")).toBe("late_payment_no_seats");
    expect(latePaymentCause("checkout_cancelled")).toBeNull();
    expect(latePaymentCause("late_payment_other")).toBeNull();
    expect(latePaymentCause(null)).toBeNull();
  });
});
