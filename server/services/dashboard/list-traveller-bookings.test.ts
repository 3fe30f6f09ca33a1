import { describe, expect, it } from "vitest";
import { refunds } from "../../db/schema/bookings.ts";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { listTravellerBookings } from "./list-traveller-bookings.ts";

const deps = useTestDeps();

const departure = (from: number, to: number) => ({
  startDate: isoDateFromToday(from),
  endDate: isoDateFromToday(to),
  priceCents: 60000,
  maxParticipants: 10,
});

describe("listTravellerBookings", () => {
  it("sorts each booking into upcoming, completed or cancelled, with its review and refund", async () => {
    const leader = await createTropleader(deps.db, { name: "Lucía Guía" });
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Surf en Peniche",
      departures: [departure(30, 35), departure(-20, -15), departure(0, 4), departure(60, 65)],
    });
    // The factory returns departures by start date.
    const [past, today, future, later] = trip.departures;
    const me = await createUser(deps.db);
    const other = await createUser(deps.db);
    const upcoming = await createBooking(deps.db, {
      userId: me.id,
      departureId: future!.id,
      participants: 2,
    });
    const pending = await createBooking(deps.db, {
      userId: me.id,
      departureId: later!.id,
      status: "pending_payment",
    });
    const done = await createBooking(deps.db, { userId: me.id, departureId: past!.id, status: "completed" });
    const ongoing = await createBooking(deps.db, { userId: me.id, departureId: today!.id });
    const reviewed = await createBooking(deps.db, { userId: me.id, departureId: past!.id });
    await createReview(deps.db, { bookingId: reviewed.id, rating: 4, title: "Bien", comment: "Muy bien" });
    const cancelled = await createBooking(deps.db, {
      userId: me.id,
      departureId: later!.id,
      status: "cancelled",
    });
    await deps.db.insert(refunds).values([
      {
        bookingId: cancelled.id,
        paymentId: upcoming.payment!.id,
        amountCents: 45000,
        percent: 75,
        reason: "traveller_cancellation",
        status: "succeeded",
      },
      {
        bookingId: cancelled.id,
        paymentId: upcoming.payment!.id,
        amountCents: 999,
        percent: 1,
        reason: "admin",
        status: "failed",
      },
    ]);
    await createBooking(deps.db, { userId: other.id, departureId: future!.id });

    const list = await listTravellerBookings(deps.db, me.id);
    const byId = new Map(list.map((b) => [b.id, b]));
    expect(list).toHaveLength(6);
    expect(byId.get(upcoming.id)).toMatchObject({
      timeline: "upcoming",
      canReview: false,
      participantsCount: 2,
      totalAmountCents: 120000,
      trip: { title: "Surf en Peniche", slug: trip.slug },
      tropleader: { id: leader.id, name: "Lucía Guía" },
    });
    expect(byId.get(pending.id)).toMatchObject({ timeline: "upcoming", status: "pending_payment" });
    expect(byId.get(done.id)).toMatchObject({ timeline: "completed", canReview: true, review: null });
    expect(byId.get(ongoing.id)).toMatchObject({ timeline: "completed", canReview: false });
    expect(byId.get(reviewed.id)).toMatchObject({
      timeline: "completed",
      canReview: false,
      review: { rating: 4, title: "Bien" },
    });
    expect(byId.get(cancelled.id)).toMatchObject({ timeline: "cancelled", refundedCents: 45000 });
  });
});
