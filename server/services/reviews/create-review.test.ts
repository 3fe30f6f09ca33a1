import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { createReview } from "./create-review.ts";

const deps = useTestDeps();

/** A trip whose only departure ended `endedDaysAgo` days ago (negative: still to come). */
async function tripEnded(endedDaysAgo: number) {
  const leader = await createTropleader(deps.db);
  const trip = await createTrip(deps.db, {
    tropleaderId: leader.id,
    departures: [
      {
        startDate: isoDateFromToday(-endedDaysAgo - 4),
        endDate: isoDateFromToday(-endedDaysAgo),
        priceCents: 80000,
        maxParticipants: 10,
      },
    ],
  });
  return { leader, trip, departure: trip.departures[0]! };
}

const valid = { rating: 4, title: "Un viaje inolvidable", comment: "Todo muy bien organizado." };

async function expectError(promise: Promise<unknown>, code: string, messageKey: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error)).toBe(true);
  expect(error).toMatchObject({ code, messageKey });
}

describe("createReview", () => {
  it("stores a verified review and updates the trip's and the tropleader's rating and count", async () => {
    const { leader, trip, departure } = await tripEnded(3);
    const ana = await createUser(deps.db);
    const ben = await createUser(deps.db);
    const b1 = await createBooking(deps.db, { userId: ana.id, departureId: departure.id });
    const b2 = await createBooking(deps.db, { userId: ben.id, departureId: departure.id });

    const review = await createReview(deps, ana, { bookingId: b1.id, ...valid, rating: 5 });
    expect(review).toMatchObject({ isVerified: true, rating: 5, tripId: trip.id, tropleaderId: leader.id });
    await createReview(deps, ben, { bookingId: b2.id, ...valid, rating: 2, title: "  Regular  " });

    const [t] = await deps.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(t).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    const [p] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, leader.id));
    expect(p).toMatchObject({ rating: 3.5, reviewsCount: 2 });
    const stored = await deps.db.select().from(reviews).where(eq(reviews.bookingId, b2.id));
    expect(stored[0]!.title).toBe("Regular");
  });

  it("stores the language the author wrote in: their account's (issue 34)", async () => {
    const { departure } = await tripEnded(2);
    const english = await createUser(deps.db, { locale: "en" });
    const spanish = await createUser(deps.db, { locale: "es" });
    const b1 = await createBooking(deps.db, { userId: english.id, departureId: departure.id });
    const b2 = await createBooking(deps.db, { userId: spanish.id, departureId: departure.id });
    expect((await createReview(deps, english, { bookingId: b1.id, ...valid })).locale).toBe("en");
    expect((await createReview(deps, spanish, { bookingId: b2.id, ...valid })).locale).toBe("es");
  });

  it("refuses someone else's booking", async () => {
    const { departure } = await tripEnded(3);
    const owner = await createUser(deps.db);
    const other = await createUser(deps.db);
    const booking = await createBooking(deps.db, { userId: owner.id, departureId: departure.id });
    await expectError(
      createReview(deps, other, { bookingId: booking.id, ...valid }),
      "forbidden",
      "dashboard:review.errors.notOwner",
    );
    expect(await deps.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toHaveLength(0);
  });

  it("refuses a review before the departure has ended, and for a cancelled booking", async () => {
    const ongoing = await tripEnded(0);
    const future = await tripEnded(-20);
    const past = await tripEnded(10);
    const user = await createUser(deps.db);
    const b1 = await createBooking(deps.db, { userId: user.id, departureId: ongoing.departure.id });
    const b2 = await createBooking(deps.db, { userId: user.id, departureId: future.departure.id });
    const b3 = await createBooking(deps.db, {
      userId: user.id,
      departureId: past.departure.id,
      status: "cancelled",
    });
    for (const b of [b1, b2, b3]) {
      await expectError(
        createReview(deps, user, { bookingId: b.id, ...valid }),
        "conflict",
        "dashboard:review.errors.tripNotEnded",
      );
    }
  });

  it("allows one review per booking", async () => {
    const { trip, departure } = await tripEnded(5);
    const user = await createUser(deps.db);
    const booking = await createBooking(deps.db, { userId: user.id, departureId: departure.id });
    await createReview(deps, user, { bookingId: booking.id, ...valid });
    await expectError(
      createReview(deps, user, { bookingId: booking.id, ...valid, rating: 1 }),
      "conflict",
      "dashboard:review.errors.alreadyReviewed",
    );
    const [t] = await deps.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(t).toMatchObject({ rating: 4, reviewsCount: 1 });
  });

  it("validates rating, title and comment limits without writing anything", async () => {
    const { departure } = await tripEnded(5);
    const user = await createUser(deps.db);
    const booking = await createBooking(deps.db, { userId: user.id, departureId: departure.id });
    const cases: [object, string][] = [
      [{ rating: 0 }, "dashboard:review.errors.required"],
      [{ rating: 6 }, "dashboard:review.errors.required"],
      [{ title: "   " }, "dashboard:review.errors.required"],
      [{ comment: "" }, "dashboard:review.errors.required"],
      [{ title: "x".repeat(101) }, "dashboard:review.errors.titleMax"],
      [{ comment: "x".repeat(2001) }, "dashboard:review.errors.commentMax"],
    ];
    for (const [override, key] of cases) {
      await expectError(
        createReview(deps, user, { bookingId: booking.id, ...valid, ...override }),
        "validation",
        key,
      );
    }
    await createReview(deps, user, {
      bookingId: booking.id,
      rating: 1,
      title: "x".repeat(100),
      comment: "y".repeat(2000),
    });
  });

  it("counts reviews written at the same moment (rows locked, averages recomputed)", async () => {
    const { leader, trip, departure } = await tripEnded(4);
    const travellers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(deps.db)));
    const bookings = [];
    for (const t of travellers)
      bookings.push(await createBooking(deps.db, { userId: t.id, departureId: departure.id }));
    await Promise.all(
      bookings.map((b, i) =>
        createReview(deps, travellers[i]!, { bookingId: b.id, ...valid, rating: i + 1 }),
      ),
    );
    const [t] = await deps.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(t).toMatchObject({ rating: 3, reviewsCount: 5 });
    const [p] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, leader.id));
    expect(p).toMatchObject({ rating: 3, reviewsCount: 5 });
  });

  it("reports an unknown booking as not found", async () => {
    const user = await createUser(deps.db);
    await expectError(
      createReview(deps, user, { bookingId: "00000000-0000-4000-8000-000000000000", ...valid }),
      "not_found",
      "dashboard:review.errors.bookingNotFound",
    );
  });
});
