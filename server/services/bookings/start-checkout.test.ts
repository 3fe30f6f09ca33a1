import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isBookingReference } from "#core/rules/booking-reference";
import { platformToday } from "#core/rules/platform-calendar";
import { birthDateYearsBefore } from "#core/testing/birth-dates";
import type { AppDeps } from "../../app-deps.ts";
import { bookings, payments } from "../../db/schema/bookings.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import type { AppError } from "../../lib/app-error.ts";
import { bookingForm, bookingScenario, seatsTaken } from "../../testing/booking-fixtures.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getBookingForm } from "./get-booking-form.ts";
import { startCheckout } from "./start-checkout.ts";

const deps = useTestDeps();

const appError = async (p: Promise<unknown>) => {
  const e = (await p.then(
    () => null,
    (err: unknown) => err,
  )) as AppError | null;
  if (!e) throw new Error("expected an AppError");
  return { code: e.code, key: e.messageKey, params: e.params };
};

describe("startCheckout", () => {
  it("holds the seats and creates a pending booking with the server's amount and a provider session", async () => {
    const s = await bookingScenario(deps);
    const now = new Date();
    const result = await startCheckout(
      deps,
      s.traveller,
      { ...bookingForm(s.departure.id, 2), totalAmountCents: 1 },
      { now },
    );

    expect(isBookingReference(result.reference)).toBe(true);
    expect(result.checkoutUrl).toMatch(/^http:\/\/localhost:3999\/pago-simulado\/sim_cs_/);
    const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, result.bookingId));
    expect(booking).toMatchObject({
      status: "pending_payment",
      paymentStatus: "pending",
      participantsCount: 2,
      unitPriceCents: 89_000,
      totalAmountCents: 178_000,
      seatsHeld: true,
      userId: s.traveller.id,
      emergencyContact: { name: "Marta López", phone: "+34 600 123 456", relationship: "Hermana" },
      dietaryRestrictions: "Vegetariana",
      medicalConditions: null,
      specialRequests: "Habitación compartida",
    });
    expect(booking!.holdExpiresAt!.getTime()).toBe(now.getTime() + 30 * 60_000);
    const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, result.bookingId));
    expect(payment).toMatchObject({
      provider: "simulated",
      status: "open",
      amountCents: 178_000,
      checkoutUrl: result.checkoutUrl,
    });
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 2, status: "available" });
  });

  it("marks the departure full when the last seats are held", async () => {
    const s = await bookingScenario(deps, { departure: { maxParticipants: 2 } });
    await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 2, status: "full" });
  });

  it("asks a traveller without a birth date for one, refuses a minor's and stores an adult's", async () => {
    const s = await bookingScenario(deps);
    await deps.db.update(users).set({ birthDate: null }).where(eq(users.id, s.traveller.id));
    const form = getBookingForm(deps, s.traveller, s.departure.id);
    expect(await form).toMatchObject({ askBirthDate: true, unavailable: null });

    expect(await appError(startCheckout(deps, s.traveller, bookingForm(s.departure.id)))).toMatchObject({
      code: "validation",
      key: "booking:form.errors.birthDateRequired",
    });
    const minor = birthDateYearsBefore(platformToday(), 18, 1);
    expect(
      await appError(startCheckout(deps, s.traveller, { ...bookingForm(s.departure.id), birthDate: minor })),
    ).toMatchObject({ code: "validation", key: "profile:errors.birthDateUnderAge" });
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 0, status: "available" });
    const [before] = await deps.db.select().from(users).where(eq(users.id, s.traveller.id));
    expect(before!.birthDate).toBeNull();

    const adult = birthDateYearsBefore(platformToday(), 18);
    await startCheckout(deps, s.traveller, { ...bookingForm(s.departure.id), birthDate: adult });
    const [after] = await deps.db.select().from(users).where(eq(users.id, s.traveller.id));
    expect(after!.birthDate).toBe(adult);
    expect(await getBookingForm(deps, s.traveller, s.departure.id)).toMatchObject({ askBirthDate: false });
    // A date already stored is kept: another one sent with a later booking changes nothing.
    await startCheckout(deps, s.traveller, { ...bookingForm(s.departure.id), birthDate: "1980-01-01" });
    const [kept] = await deps.db.select().from(users).where(eq(users.id, s.traveller.id));
    expect(kept!.birthDate).toBe(adult);
  });

  it("refuses a booking to an account whose stored birth date is a minor's", async () => {
    const s = await bookingScenario(deps);
    const minor = birthDateYearsBefore(platformToday(), 18, 1);
    await deps.db.update(users).set({ birthDate: minor }).where(eq(users.id, s.traveller.id));
    expect(await getBookingForm(deps, s.traveller, s.departure.id)).toMatchObject({
      unavailable: "profile:errors.birthDateUnderAge",
    });
    expect(await appError(startCheckout(deps, s.traveller, bookingForm(s.departure.id)))).toMatchObject({
      code: "forbidden",
      key: "profile:errors.birthDateUnderAge",
    });
  });

  it("requires a signed-in user", async () => {
    const s = await bookingScenario(deps);
    expect(await appError(startCheckout(deps, null, bookingForm(s.departure.id)))).toMatchObject({
      code: "unauthenticated",
      key: "booking:errors.loginRequired",
    });
  });

  it("validates the form with the shared schema", async () => {
    const s = await bookingScenario(deps);
    const bad = {
      ...bookingForm(s.departure.id),
      emergencyContact: { name: "", phone: "x", relationship: "" },
    };
    expect(await appError(startCheckout(deps, s.traveller, bad))).toMatchObject({
      code: "validation",
      key: "booking:form.errors.emergencyNameRequired",
    });
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 0, status: "available" });
  });

  it("refuses more participants than seats left, saying how many are left", async () => {
    const s = await bookingScenario(deps, { departure: { maxParticipants: 4 } });
    const other = await bookingScenario(deps);
    await startCheckout(deps, other.traveller, bookingForm(s.departure.id, 3));
    expect(await appError(startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2)))).toEqual({
      code: "conflict",
      key: "booking:errors.noSeats",
      params: { count: 1 },
    });
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "available" });
  });

  it("refuses a departure that has started or is cancelled, and the tropleader's own trip", async () => {
    const past = await bookingScenario(deps, { startInDays: 0 });
    expect((await appError(startCheckout(deps, past.traveller, bookingForm(past.departure.id)))).key).toBe(
      "booking:errors.departurePast",
    );
    const cancelled = await bookingScenario(deps, { departure: { status: "cancelled" } });
    expect(
      (await appError(startCheckout(deps, cancelled.traveller, bookingForm(cancelled.departure.id)))).key,
    ).toBe("booking:errors.departureCancelled");
    const own = await bookingScenario(deps);
    expect(
      await appError(startCheckout(deps, own.tropleaderUser, bookingForm(own.departure.id))),
    ).toMatchObject({
      code: "forbidden",
      key: "booking:errors.ownTrip",
    });
    expect(
      (
        await appError(
          startCheckout(deps, own.traveller, bookingForm("00000000-0000-4000-8000-000000000000")),
        )
      ).key,
    ).toBe("booking:errors.departureNotFound");
  });

  it("replaces the traveller's earlier unpaid hold on the same departure instead of holding twice", async () => {
    const s = await bookingScenario(deps, { departure: { maxParticipants: 3 } });
    const first = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2));
    const second = await startCheckout(deps, s.traveller, bookingForm(s.departure.id, 3));
    const [old] = await deps.db.select().from(bookings).where(eq(bookings.id, first.bookingId));
    expect(old).toMatchObject({ status: "expired", seatsHeld: false });
    const [oldPayment] = await deps.db.select().from(payments).where(eq(payments.bookingId, first.bookingId));
    expect(oldPayment!.status).toBe("expired");
    expect(second.reference).not.toBe(first.reference);
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 3, status: "full" });
  });

  it("holds nothing when the provider cannot create the session", async () => {
    const s = await bookingScenario(deps);
    const failing: AppDeps = {
      ...deps,
      payments: {
        ...deps.payments,
        createCheckoutSession: async () => {
          throw new Error("provider down");
        },
      },
    };
    expect(await appError(startCheckout(failing, s.traveller, bookingForm(s.departure.id)))).toMatchObject({
      code: "payment",
      key: "booking:errors.sessionFailed",
    });
    expect(await seatsTaken(deps, s.departure.id)).toEqual({ taken: 0, status: "available" });
    expect(
      await deps.db.select().from(bookings).where(eq(bookings.departureId, s.departure.id)),
    ).toHaveLength(0);
  });

  it("never oversells, even when two travellers race for the same seats", async () => {
    const s = await bookingScenario(deps, { departure: { maxParticipants: 3 } });
    const b = await bookingScenario(deps);
    const results = await Promise.allSettled([
      startCheckout(deps, s.traveller, bookingForm(s.departure.id, 2)),
      startCheckout(deps, b.traveller, bookingForm(s.departure.id, 2)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [d] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, s.departure.id));
    expect(d!.currentParticipants).toBe(2);
  });
});
