import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, refunds } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { isAppError } from "../../lib/app-error.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { caught } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { addDeparture } from "./add-departure.ts";
import { cancelDeparture } from "./cancel-departure.ts";
import { deleteDeparture } from "./delete-departure.ts";
import { listTripDepartures } from "./list-trip-departures.ts";
import { previewDepartureCancellation } from "./preview-departure-cancellation.ts";
import { updateDeparture } from "./update-departure.ts";

const deps = useTestDeps();

const codeOf = async (p: Promise<unknown>) => {
  const e = await caught(p);
  return isAppError(e) ? e.code : e === null ? "ok" : String(e);
};

async function ownedTrip(options: { maxParticipants?: number } = {}) {
  const guide = await createTropleader(deps.db, { locale: "es" });
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    durationDays: 5,
    maxParticipants: options.maxParticipants ?? 12,
    departures: [departureDays(60, 64, { maxParticipants: 10, priceCents: 90000 })],
  });
  return { guide, owner: toSessionUser(guide), trip, departure: trip.departures[0]! };
}

const form = (startDate: string, extra: Record<string, unknown> = {}) => ({
  startDate,
  price: "1200",
  maxParticipants: "8",
  minParticipants: "3",
  ...extra,
});

describe("departures of a trip (gestionar-fechas)", () => {
  it("only the owner (or an admin) who may publish changes departures; anyone else gets 401/403/404", async () => {
    const { trip, owner } = await ownedTrip();
    const traveller = toSessionUser(await createUser(deps.db));
    const unapproved = toSessionUser(
      await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false }),
    );
    const admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
    const other = toSessionUser(await createTropleader(deps.db));
    const start = isoDateFromToday(100);
    expect(await codeOf(addDeparture(deps, null, trip.id, form(start)))).toBe("unauthenticated");
    // Not the owner: the trip "does not exist" for them, whoever they are.
    for (const actor of [traveller, unapproved, other]) {
      expect(await codeOf(addDeparture(deps, actor, trip.id, form(start)))).toBe("not_found");
      expect(await codeOf(listTripDepartures(deps, actor, trip.id))).toBe("not_found");
    }
    expect(await codeOf(addDeparture(deps, owner, trip.id, form(start)))).toBe("ok");
    expect(await codeOf(addDeparture(deps, admin, trip.id, form(isoDateFromToday(130))))).toBe("ok");
    // The owner loses the right to publish (identity revoked): refused, nothing added.
    const unverified = await createTropleader(deps.db, { isIdentityVerified: false });
    const theirs = await createTrip(deps.db, { tropleaderId: unverified.id, departures: [] });
    expect(await codeOf(addDeparture(deps, toSessionUser(unverified), theirs.id, form(start)))).toBe(
      "forbidden",
    );
    const list = await listTripDepartures(deps, owner, trip.id);
    expect(list.upcoming.map((d) => d.startDate)).toEqual(
      [trip.departures[0]!.startDate, start, isoDateFromToday(130)].sort(),
    );
  });

  it("adds a departure ending with the trip's duration, in the window, within the trip's seats", async () => {
    const { trip, owner } = await ownedTrip({ maxParticipants: 10 });
    const start = isoDateFromToday(200);
    const { departureId, overlaps } = await addDeparture(deps, owner, trip.id, form(start));
    expect(overlaps).toBe(false);
    const [row] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departureId));
    expect(row).toMatchObject({
      startDate: start,
      endDate: isoDateFromToday(204),
      priceCents: 120000,
      maxParticipants: 8,
      minParticipants: 3,
      status: "available",
      currency: "EUR",
    });
    const refused = async (input: object) => {
      const e = await caught(addDeparture(deps, owner, trip.id, input));
      return isAppError(e) ? e.messageKey : e;
    };
    expect(await refused(form(isoDateFromToday(0)))).toBe("departures:errors.startDatePast");
    expect(await refused(form(isoDateFromToday(-3)))).toBe("departures:errors.startDatePast");
    expect(await refused(form(isoDateFromToday(800)))).toBe("departures:errors.startDateTooFar");
    expect(await refused(form(start, { maxParticipants: "11" }))).toBe("departures:errors.maxAboveTrip");
    expect(await refused(form(start, { price: "50" }))).toBe("departures:errors.priceMin");
    expect(await refused(form("2027-13-01"))).toBe("departures:errors.startDateRequired");
    // Same days as an existing one: allowed, reported.
    expect((await addDeparture(deps, owner, trip.id, form(isoDateFromToday(202)))).overlaps).toBe(true);
  });

  it("never lowers seats below those taken; a new price leaves existing bookings as they were; booked dates stay", async () => {
    const { trip, owner, departure } = await ownedTrip();
    const traveller = await createUser(deps.db);
    const booking = await createBooking(deps.db, {
      userId: traveller.id,
      departureId: departure.id,
      participants: 3,
    });
    const before = booking.totalAmountCents;
    const e = await caught(
      updateDeparture(
        deps,
        owner,
        trip.id,
        departure.id,
        form(departure.startDate, { maxParticipants: "2", minParticipants: "1" }),
      ),
    );
    expect(isAppError(e) && [e.messageKey, e.params.taken, e.params.count]).toEqual([
      "departures:errors.maxBelowTaken",
      3,
      3,
    ]);
    await updateDeparture(
      deps,
      owner,
      trip.id,
      departure.id,
      form(departure.startDate, { price: "1500", maxParticipants: "3", minParticipants: "2" }),
    );
    const [after] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departure.id));
    expect(after).toMatchObject({ priceCents: 150000, maxParticipants: 3, status: "full" });
    const [kept] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.totalAmountCents).toBe(before);
    const [listed] = (await listTripDepartures(deps, owner, trip.id)).upcoming;
    expect(listed).toMatchObject({ confirmedSeats: 3, bookingsCount: 1, currentParticipants: 3 });
    const moved = await caught(
      updateDeparture(deps, owner, trip.id, departure.id, form(isoDateFromToday(90))),
    );
    expect(isAppError(moved) && moved.messageKey).toBe("departures:errors.datesLocked");
  });

  it("deletes a departure nobody booked, and refuses one with bookings", async () => {
    const { trip, owner, departure } = await ownedTrip();
    const { departureId } = await addDeparture(deps, owner, trip.id, form(isoDateFromToday(150)));
    await deleteDeparture(deps, owner, trip.id, departureId);
    expect(
      await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departureId)),
    ).toHaveLength(0);
    await createBooking(deps.db, {
      userId: (await createUser(deps.db)).id,
      departureId: departure.id,
      status: "cancelled",
    });
    const e = await caught(deleteDeparture(deps, owner, trip.id, departure.id));
    expect(isAppError(e) && e.messageKey).toBe("departures:errors.hasBookings");
    const other = toSessionUser(await createTropleader(deps.db));
    expect(await codeOf(deleteDeparture(deps, other, trip.id, departure.id))).toBe("not_found");
  });

  it("cancelling refunds every paid booking in full exactly once, even with 10 requests at once", async () => {
    const { trip, owner, departure } = await ownedTrip();
    const ana = await createUser(deps.db, { name: "Ana", locale: "en" });
    const beto = await createUser(deps.db, { name: "Beto" });
    const carla = await createUser(deps.db, { name: "Carla" });
    const paidA = await createBooking(deps.db, {
      userId: ana.id,
      departureId: departure.id,
      participants: 2,
      locale: "en",
    });
    const paidB = await createBooking(deps.db, {
      userId: beto.id,
      departureId: departure.id,
      participants: 1,
    });
    const hold = await createBooking(deps.db, {
      userId: carla.id,
      departureId: departure.id,
      status: "pending_payment",
    });

    const preview = await previewDepartureCancellation(deps, owner, trip.id, departure.id);
    expect(preview).toEqual({
      bookings: 2,
      travellers: 3,
      refundCents: paidA.totalAmountCents + paidB.totalAmountCents,
      currency: "EUR",
      openHolds: 1,
    });

    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => cancelDeparture(deps, owner, trip.id, departure.id)),
    );
    expect(outcomes.filter((o) => o.cancelled)).toHaveLength(1);
    expect(outcomes.find((o) => o.cancelled)).toMatchObject({
      refundedBookings: 2,
      refundCents: preview.refundCents,
      releasedHolds: 1,
    });

    const rows = await deps.db
      .select()
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .where(eq(bookings.departureId, departure.id));
    expect(rows).toHaveLength(2);
    for (const { refunds: refund, bookings: booking } of rows) {
      expect(refund).toMatchObject({
        reason: "tropleader_cancellation",
        percent: 100,
        amountCents: booking.totalAmountCents,
      });
      expect(booking).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    }
    const [held] = await deps.db.select().from(bookings).where(eq(bookings.id, hold.id));
    expect(held).toMatchObject({ status: "expired", seatsHeld: false });
    const [after] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departure.id));
    expect(after).toMatchObject({ status: "cancelled", currentParticipants: 0 });

    const emails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "departure_cancelled"));
    const mine = emails.filter((m) => [ana.email, beto.email].includes(m.toEmail));
    expect(mine.map((m) => [m.toEmail, m.locale]).sort()).toEqual(
      [
        [ana.email, "en"],
        [beto.email, "es"],
      ].sort(),
    );
    for (const user of [ana, beto]) {
      const [n] = await deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, "departure_cancelled")));
      expect(n?.params).toMatchObject({ tripTitle: trip.title, startDate: departure.startDate });
    }
    const audits = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "departure.cancel"), eq(auditLog.entityId, departure.id)));
    expect(audits).toHaveLength(1);
    // Nobody can book it any more, and it is not edited.
    const e = await caught(updateDeparture(deps, owner, trip.id, departure.id, form(departure.startDate)));
    expect(isAppError(e) && e.messageKey).toBe("departures:errors.cancelled");
  });
});
