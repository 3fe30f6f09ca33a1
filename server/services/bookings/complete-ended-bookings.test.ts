import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings.ts";
import { createBooking, isoDateFromToday } from "../../seed/factories.ts";
import { bookingScenario } from "../../testing/booking-fixtures.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { completeEndedBookings } from "./complete-ended-bookings.ts";

const deps = useTestDeps();

describe("completeEndedBookings", () => {
  it("completes confirmed bookings once the departure has ended, and nothing else", async () => {
    const ended = await bookingScenario(deps, {
      departure: { startDate: isoDateFromToday(-10), endDate: isoDateFromToday(-3) },
    });
    const running = await bookingScenario(deps, {
      departure: { startDate: isoDateFromToday(-2), endDate: isoDateFromToday(3) },
    });
    const done = await createBooking(deps.db, {
      userId: ended.traveller.id,
      departureId: ended.departure.id,
    });
    const cancelled = await createBooking(deps.db, {
      userId: ended.traveller.id,
      departureId: ended.departure.id,
      status: "cancelled",
    });
    const ongoing = await createBooking(deps.db, {
      userId: running.traveller.id,
      departureId: running.departure.id,
    });

    const now = new Date(`${isoDateFromToday(0)}T12:00:00Z`);
    expect(await completeEndedBookings(deps, now)).toBe(1);
    const status = async (id: string) =>
      (await deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
    expect(await status(done.id)).toMatchObject({ status: "completed", completedAt: now });
    expect((await status(cancelled.id)).status).toBe("cancelled");
    expect((await status(ongoing.id)).status).toBe("confirmed");
    expect(await completeEndedBookings(deps, now)).toBe(0);
  });
});
