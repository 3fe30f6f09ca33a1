import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { createTrip, createTropleader, isoDateFromToday } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { listBookingFilterOptions } from "./list-booking-filter-options.ts";

const deps = useTestDeps();
const day = isoDateFromToday;
const departure = (days: number) =>
  departureDays(days, days + 5, { priceCents: 90_000, maxParticipants: 12 });

describe("Reservas' filter choices (issue 11; each trip's departures by its index, issue 37)", () => {
  it("lists the guide's own trips by title, each with its departures newest first, a trip without any included", async () => {
    const guide = await createTropleader(deps.db);
    const other = await createTropleader(deps.db);
    const zeta = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Zeta costera",
      departures: [departure(20), departure(80), departure(50)],
    });
    const alfa = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Alfa sin salidas",
      departures: [],
    });
    await createTrip(deps.db, { tropleaderId: other.id, title: "Ajena", departures: [departure(30)] });

    const options = await listBookingFilterOptions(deps, toSessionUser(guide));

    expect(options.trips.map((t) => t.id)).toEqual([alfa.id, zeta.id]);
    expect(options.departures.map((d) => d.startDate)).toEqual([day(80), day(50), day(20)]);
    expect(options.departures.every((d) => d.tripId === zeta.id)).toBe(true);
  });
});
