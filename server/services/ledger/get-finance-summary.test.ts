import { describe, expect, it } from "vitest";
import { platformToday } from "#core/rules/platform-calendar";
import { createBookings, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { getFinanceSummary, readFinancePeriod } from "./get-finance-summary.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("Finanzas at a platform's size (issue 37)", () => {
  it("adds up a period past 2^31 cents (21 million euros) without overflowing", async () => {
    const guide = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [{ startDate: future(40), endDate: future(45), maxParticipants: 20, priceCents: 90_000 }],
    });
    const traveller = await createUser(deps.db);
    await createBookings(
      deps.db,
      [0, 1].map(() => ({
        userId: traveller.id,
        departureId: trip.departures[0]!.id,
        status: "confirmed" as const,
        unitPriceCents: 1_500_000_000,
      })),
    );
    const today = platformToday();
    const { figures } = await getFinanceSummary(
      deps,
      admin,
      readFinancePeriod(new URLSearchParams({ desde: today, hasta: today })),
    );
    expect(figures).toHaveLength(1);
    expect(figures[0]!.grossCents).toBe(3_000_000_000);
    expect(typeof figures[0]!.commissionCents).toBe("number");
    expect(figures[0]!.commissionCents).toBeGreaterThan(2 ** 28);
  });
});
