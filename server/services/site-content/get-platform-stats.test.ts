import { describe, expect, it } from "vitest";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getPlatformStats } from "./get-platform-stats.ts";

const deps = useTestDeps();

describe("getPlatformStats", () => {
  it("says there is no rating rather than inventing one on an empty platform", async () => {
    expect(await getPlatformStats(deps.db)).toEqual({
      approvedTropleaders: 0,
      travellers: 0,
      destinations: 0,
      averageRating: null,
      reviewsCount: 0,
    });
  });

  it("counts only approved tropleaders, travellers, destinations of approved trips and real reviews", async () => {
    const lucia = await createTropleader(deps.db);
    await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false });
    await createUser(deps.db, { role: "admin" });
    const ana = await createUser(deps.db);
    const ben = await createUser(deps.db);

    const peru = { country: "Perú", city: "Cusco", continent: "america" as const };
    const past = {
      startDate: isoDateFromToday(-20),
      endDate: isoDateFromToday(-12),
      priceCents: 150000,
      maxParticipants: 10,
    };
    const t1 = await createTrip(deps.db, { tropleaderId: lucia.id, destination: peru, departures: [past] });
    // Same destination again: still one destination.
    await createTrip(deps.db, { tropleaderId: lucia.id, destination: peru });
    await createTrip(deps.db, {
      tropleaderId: lucia.id,
      destination: { country: "Marruecos", city: "Merzouga", continent: "africa" },
    });
    // Not published: its destination does not count.
    await createTrip(deps.db, {
      tropleaderId: lucia.id,
      status: "pending",
      destination: { country: "Japón", city: "Kioto", continent: "asia" },
    });

    const departureId = t1.departures[0]!.id;
    const b1 = await createBooking(deps.db, { userId: ana.id, departureId, status: "completed" });
    const b2 = await createBooking(deps.db, { userId: ben.id, departureId, status: "completed" });
    await createReview(deps.db, { bookingId: b1.id, rating: 5 });
    await createReview(deps.db, { bookingId: b2.id, rating: 4 });

    expect(await getPlatformStats(deps.db)).toEqual({
      approvedTropleaders: 1,
      travellers: 2,
      destinations: 2,
      averageRating: 4.5,
      reviewsCount: 2,
    });
  });
});
