import { describe, expect, it } from "vitest";
import { createBookings, createTrips, createTropleader, createUser } from "../../seed/factories.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { searchUsers } from "./search-users.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("Usuarios at scale (issue 37)", () => {
  it("shows each account's five latest bookings and trips with the full counts", async () => {
    const guide = await createTropleader(deps.db, { name: "Guía Contable Zeta" });
    const trips = await createTrips(
      deps.db,
      Array.from({ length: 6 }, (_, i) => ({
        tropleaderId: guide.id,
        title: `Ruta contable ${i}`,
        departures: [{ startDate: future(30), endDate: future(34), maxParticipants: 20, priceCents: 50_000 }],
      })),
    );
    const traveller = await createUser(deps.db, { name: "Viajera Contable Zeta" });
    await createBookings(
      deps.db,
      Array.from({ length: 7 }, (_, i) => ({
        userId: traveller.id,
        departureId: trips[i % 6]!.departures[0]!.id,
        status: "confirmed" as const,
        createdAt: new Date(Date.now() - (7 - i) * 60_000),
      })),
    );
    const rows = await searchUsers(deps, admin, "contable zeta");
    const t = rows.find((r) => r.id === traveller.id)!;
    expect(t.bookingsCount).toBe(7);
    expect(t.bookings).toHaveLength(5);
    const times = t.bookings.map((b) => b.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(t.bookings[0]!.tripTitle).toBe("Ruta contable 0");
    expect(typeof t.bookings[0]!.totalCents).toBe("number");
    const g = rows.find((r) => r.id === guide.id)!;
    expect(g.tripsCount).toBe(6);
    expect(g.trips).toHaveLength(5);
    expect(g.bookingsCount).toBe(0);
    expect(await searchUsers(deps, admin, "nadie-zeta")).toEqual([]);
  });
});
