import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { tripDepartures, waitlistEntries } from "../../db/schema/trips.ts";
import { createBooking, createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, emailsTo, seatsTaken } from "../../testing/booking-fixtures.ts";
import { messageKeyOf } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { getBookingForm } from "../bookings/get-booking-form.ts";
import { startCheckout } from "../bookings/start-checkout.ts";
import { cancelDeparture } from "../departures/cancel-departure.ts";
import { confirmDeparture } from "../departures/confirm-departure.ts";
import { requestDepartureConfirmations } from "../departures/request-departure-confirmations.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { joinWaitlist } from "./join-waitlist.ts";
import { leaveWaitlist } from "./leave-waitlist.ts";
import { listDepartureWaitlist } from "./list-departure-waitlist.ts";
import { listMyWaitlists } from "./list-my-waitlists.ts";
import { processWaitlists } from "./process-waitlists.ts";

const deps = useTestDeps();

const traveller = async (name: string) => toSessionUser(await createUser(deps.db, { name, locale: "es" }));

/** A departure of 3 seats, full: Ana holds 1 paid seat, Bea 2. */
async function fullDeparture(options: { minParticipants?: number } = {}) {
  const s = await bookingScenario(deps, {
    departure: { maxParticipants: 3, minParticipants: options.minParticipants ?? 2 },
  });
  const ana = await traveller("Ana");
  const bea = await traveller("Bea");
  const anaBooking = await createBooking(deps.db, {
    userId: ana.id,
    departureId: s.departure.id,
    participants: 1,
  });
  await createBooking(deps.db, { userId: bea.id, departureId: s.departure.id, participants: 2 });
  return { ...s, ana, bea, anaBooking };
}

const entryOf = async (departureId: string, userId: string) =>
  (
    await deps.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.departureId, departureId), eq(waitlistEntries.userId, userId)))
  )[0];

describe("waitlist", () => {
  it("joins only a full departure, once, without a booking on it, in order", async () => {
    const s = await fullDeparture();
    const [carla, dani] = [await traveller("Carla"), await traveller("Dani")];
    expect(
      await messageKeyOf(joinWaitlist(deps, null, { departureId: s.departure.id, participants: 1 })),
    ).toBe("waitlist:errors.loginRequired");
    expect(
      await messageKeyOf(joinWaitlist(deps, s.ana, { departureId: s.departure.id, participants: 1 })),
    ).toBe("waitlist:errors.alreadyBooked");
    expect(
      await messageKeyOf(
        joinWaitlist(deps, s.tropleaderUser, { departureId: s.departure.id, participants: 1 }),
      ),
    ).toBe("waitlist:errors.ownTrip");
    for (const participants of [0, 21, "x"]) {
      expect(
        await messageKeyOf(joinWaitlist(deps, carla, { departureId: s.departure.id, participants })),
      ).toBe("waitlist:errors.participants");
    }
    expect(
      await messageKeyOf(joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 4 })),
    ).toBe("waitlist:errors.participants");
    expect(await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: "1" })).toEqual({
      position: 1,
    });
    expect(
      await messageKeyOf(joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 })),
    ).toBe("waitlist:errors.alreadyOnList");
    expect(await joinWaitlist(deps, dani, { departureId: s.departure.id, participants: 2 })).toEqual({
      position: 2,
    });
    expect((await listMyWaitlists(deps.db, dani.id)).map((w) => [w.tripTitle, w.position, w.status])).toEqual(
      [["Surf en Peniche", 2, "waiting"]],
    );
    expect((await listDepartureWaitlist(deps.db, s.departure.id)).map((w) => w.name)).toEqual([
      "Carla",
      "Dani",
    ]);
    // Leaving and joining again goes to the back of the line.
    await leaveWaitlist(deps, carla, { departureId: s.departure.id });
    expect(await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 })).toEqual({
      position: 2,
    });

    // With free seats there is nothing to wait for.
    const open = await bookingScenario(deps, { departure: { maxParticipants: 3 } });
    expect(
      await messageKeyOf(joinWaitlist(deps, dani, { departureId: open.departure.id, participants: 2 })),
    ).toBe("waitlist:errors.seatsAvailable");
  });

  it("a cancellation offers the freed seat to the first in line for 24 h; nobody else can take it; they book it", async () => {
    const s = await fullDeparture();
    const [carla, dani] = [await traveller("Carla"), await traveller("Dani")];
    await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 });
    await joinWaitlist(deps, dani, { departureId: s.departure.id, participants: 1 });
    const now = new Date();
    await cancelBooking(deps, s.ana, s.anaBooking.id, { now });
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 2, status: "available" });
    expect(await processWaitlists(deps, now, { departureId: s.departure.id })).toMatchObject({ offered: 1 });
    expect(await processWaitlists(deps, now, { departureId: s.departure.id })).toMatchObject({ offered: 0 }); // a second instance's round: nothing twice
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "full" });
    const offer = await entryOf(s.departure.id, carla.id);
    expect(offer).toMatchObject({ status: "offered", seatsHeld: true });
    expect(offer!.offeredUntil!.getTime() - now.getTime()).toBe(24 * 3_600_000);
    expect((await entryOf(s.departure.id, dani.id))?.status).toBe("waiting");
    const [mail] = await emailsTo(deps, carla.email);
    expect(mail?.template).toBe("waitlist_offer");
    const [note] = await deps.db.select().from(notifications).where(eq(notifications.userId, carla.id));
    expect(note?.type).toBe("waitlist_offer");

    // Dani (and anyone else) cannot take the held seat; Carla's booking form offers it and her checkout takes it.
    expect(await messageKeyOf(startCheckout(deps, dani, bookingForm(s.departure.id, 1)))).toBe(
      "booking:errors.noSeats",
    );
    const outsider = await traveller("Eva");
    expect(await messageKeyOf(startCheckout(deps, outsider, bookingForm(s.departure.id, 1)))).toBe(
      "booking:errors.noSeats",
    );
    const form = await getBookingForm(deps, carla, s.departure.id);
    expect(form).toMatchObject({ unavailable: null, departure: { seatsLeft: 1, offeredSeats: 1 } });
    expect(await messageKeyOf(startCheckout(deps, carla, bookingForm(s.departure.id, 2)))).toBe(
      "booking:errors.noSeats",
    );
    expect((await entryOf(s.departure.id, carla.id))?.status).toBe("offered"); // the failed attempt changed nothing
    const { bookingId } = await startCheckout(deps, carla, bookingForm(s.departure.id, 1));
    expect((await entryOf(s.departure.id, carla.id))?.status).toBe("converted");
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "full" });
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ status: "pending_payment", seatsHeld: true, participantsCount: 1 });
  });

  it("an unused offer lapses after 24 h and passes to the next in line; declining passes it at once", async () => {
    const s = await fullDeparture();
    const [carla, dani, eva] = [await traveller("Carla"), await traveller("Dani"), await traveller("Eva")];
    for (const u of [carla, dani, eva])
      await joinWaitlist(deps, u, { departureId: s.departure.id, participants: 1 });
    const now = new Date();
    await cancelBooking(deps, s.ana, s.anaBooking.id, { now });
    await processWaitlists(deps, now, { departureId: s.departure.id });
    expect((await entryOf(s.departure.id, carla.id))?.status).toBe("offered");

    const later = new Date(now.getTime() + 25 * 3_600_000);
    expect(await processWaitlists(deps, later, { departureId: s.departure.id })).toEqual({
      offered: 1,
      expired: 1,
    });
    expect((await entryOf(s.departure.id, carla.id))?.status).toBe("expired");
    expect((await entryOf(s.departure.id, dani.id))?.status).toBe("offered");
    expect(
      await messageKeyOf(startCheckout(deps, carla, bookingForm(s.departure.id, 1), { now: later })),
    ).toBe("booking:errors.noSeats");

    await leaveWaitlist(deps, dani, { departureId: s.departure.id }, later);
    expect((await entryOf(s.departure.id, dani.id))?.status).toBe("cancelled");
    expect((await entryOf(s.departure.id, eva.id))?.status).toBe("offered");
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "full" });
    expect(await messageKeyOf(leaveWaitlist(deps, dani, { departureId: s.departure.id }))).toBe(
      "waitlist:errors.notOnList",
    );
  });

  it("a cancelled departure closes its line and tells everyone in it", async () => {
    const s = await fullDeparture();
    const carla = await traveller("Carla");
    await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 });
    await cancelDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id);
    expect((await entryOf(s.departure.id, carla.id))?.status).toBe("cancelled");
    expect((await emailsTo(deps, carla.email)).map((e) => e.template)).toContain(
      "waitlist_departure_cancelled",
    );
    expect(await processWaitlists(deps, new Date(), { departureId: s.departure.id })).toEqual({
      offered: 0,
      expired: 0,
    });
  });

  it("50 people racing for a seat held by an offer: only its holder gets it", async () => {
    const s = await fullDeparture();
    const carla = await traveller("Carla");
    await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 });
    await cancelBooking(deps, s.ana, s.anaBooking.id);
    await processWaitlists(deps, new Date(), { departureId: s.departure.id });
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => traveller(`Racer ${i}`)));
    const results = await Promise.allSettled([
      ...racers.map((r) => startCheckout(deps, r, bookingForm(s.departure.id, 1))),
      startCheckout(deps, carla, bookingForm(s.departure.id, 1)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.at(-1)?.status).toBe("fulfilled");
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "full" });
  });

  it("two rounds at once (two instances) offer a freed seat once", async () => {
    const s = await fullDeparture();
    const [carla, dani] = [await traveller("Carla"), await traveller("Dani")];
    await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 });
    await joinWaitlist(deps, dani, { departureId: s.departure.id, participants: 1 });
    const now = new Date();
    await cancelBooking(deps, s.ana, s.anaBooking.id, { now });
    const only = { departureId: s.departure.id };
    const rounds = await Promise.all([
      processWaitlists(deps, now, only),
      processWaitlists(deps, now, only),
      processWaitlists(deps, now, only),
    ]);
    expect(rounds.reduce((n, r) => n + r.offered, 0)).toBe(1);
    expect((await entryOf(s.departure.id, carla.id))?.status).toBe("offered");
    expect((await entryOf(s.departure.id, dani.id))?.status).toBe("waiting");
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "full" });
    expect((await emailsTo(deps, carla.email)).filter((e) => e.template === "waitlist_offer")).toHaveLength(
      1,
    );
  });

  it("a departure whose paid travellers reach its minimum becomes guaranteed once, and they are emailed", async () => {
    const s = await bookingScenario(deps, { departure: { maxParticipants: 6, minParticipants: 3 } });
    const pay = async (user: typeof s.traveller, participants: number) => {
      const { bookingId } = await startCheckout(deps, user, bookingForm(s.departure.id, participants));
      const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, bookingId));
      await paySimulatedCheckout(deps, payment!.providerSessionId);
    };
    const guaranteedAt = async () =>
      (await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, s.departure.id)))[0]
        ?.guaranteedAt;
    await pay(s.traveller, 2);
    expect(await guaranteedAt()).toBeNull();
    expect((await emailsTo(deps, s.traveller.email)).map((e) => e.template)).not.toContain(
      "departure_guaranteed",
    );
    const ben = await traveller("Ben");
    await pay(ben, 1);
    expect(await guaranteedAt()).toBeInstanceOf(Date);
    for (const u of [s.traveller, ben]) {
      expect(
        (await emailsTo(deps, u.email)).filter((e) => e.template === "departure_guaranteed"),
      ).toHaveLength(1);
    }
    // Another booking after it: no second email.
    const cai = await traveller("Cai");
    await pay(cai, 1);
    expect(
      (await emailsTo(deps, s.traveller.email)).filter((e) => e.template === "departure_guaranteed"),
    ).toHaveLength(1);
    expect((await emailsTo(deps, cai.email)).map((e) => e.template)).not.toContain("departure_guaranteed");
  });
});

describe("the confirmation deadline", () => {
  /** A departure 30 days away, six seats, needing `minParticipants`, with one traveller booked. */
  const departureWithOneTraveller = async (minParticipants: number, name: string) => {
    const s = await bookingScenario(deps, {
      startInDays: 30,
      departure: { maxParticipants: 6, minParticipants },
    });
    await createBooking(deps.db, {
      userId: (await traveller(name)).id,
      departureId: s.departure.id,
      participants: 1,
    });
    return s;
  };

  it("below its minimum at the deadline, the tropleader is asked once; they may confirm; above it, nobody is asked", async () => {
    const s = await departureWithOneTraveller(3, "Ana");
    const only = { departureId: s.departure.id };
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    // 30 days before: the default deadline (21 days) has not come yet.
    expect(await requestDepartureConfirmations(deps, new Date(), only)).toEqual({ requested: 0 });
    expect(await requestDepartureConfirmations(deps, day(10), only)).toEqual({ requested: 1 });
    expect(await requestDepartureConfirmations(deps, day(11), only)).toEqual({ requested: 0 });
    expect((await emailsTo(deps, s.tropleader.email)).map((e) => e.template)).toContain(
      "departure_confirmation_needed",
    );
    const [note] = await deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.tropleader.id));
    expect(note).toMatchObject({ type: "departure_confirmation_needed", params: { needed: 2 } });

    const stranger = toSessionUser(await createUser(deps.db, { role: "tropleader" }));
    expect(await messageKeyOf(confirmDeparture(deps, stranger, s.trip.id, s.departure.id))).toBe(
      "trips:errors.notFound",
    );
    expect(await confirmDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id)).toEqual({
      confirmed: true,
    });
    expect(await confirmDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id)).toEqual({
      confirmed: false,
    });

    const full = await departureWithOneTraveller(1, "Ben");
    expect(await requestDepartureConfirmations(deps, day(10), { departureId: full.departure.id })).toEqual({
      requested: 0,
    });
  });
});
