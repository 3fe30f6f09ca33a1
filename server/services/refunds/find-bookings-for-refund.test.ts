import { describe, expect, it } from "vitest";
import {
  createBookings,
  createTrip,
  createTropleader,
  createUser,
  createUsers,
} from "../../seed/factories.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { findBookingsForRefund } from "./find-bookings-for-refund.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);
const DAY = 86_400_000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe("Reembolsos search (issue 37: each way of matching through its own index)", () => {
  it("finds paid bookings by reference, traveller name or email, or trip title, the newest 20 first", async () => {
    const guide = await createTropleader(deps.db);
    const departures = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        startDate: future(30 + i * 10),
        endDate: future(35 + i * 10),
        priceCents: 90_000,
        maxParticipants: 20,
      }));
    const plain = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Ruta corriente",
      departures: departures(1),
    });
    const named = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Travesía Xochimilquera",
      departures: departures(1),
    });
    const popular = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Vuelta Ñandúlandia",
      departures: departures(2),
    });
    const quirino = await createUser(deps.db, { name: "Quirino Zaldívar", email: "quirino.zq@example.com" });
    const others = await createUsers(
      deps.db,
      Array.from({ length: 25 }, (_, i) => ({ name: `Viajera ${i}` })),
    );
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createBookings(deps.db, [
      { userId: quirino.id, departureId: plain.departures[0]!.id, status: "confirmed", createdAt: at(50) },
      { userId: quirino.id, departureId: plain.departures[0]!.id, status: "confirmed", createdAt: at(40) },
      {
        userId: quirino.id,
        departureId: plain.departures[0]!.id,
        status: "pending_payment",
        createdAt: at(30),
      },
      {
        userId: others[0]!.id,
        departureId: plain.departures[0]!.id,
        status: "confirmed",
        bookingReference: "TRP-ZZQ123",
      },
      {
        userId: others[1]!.id,
        departureId: plain.departures[0]!.id,
        status: "confirmed",
        bookingReference: "TRP-ZZQ234",
      },
      ...others.slice(0, 3).map((u, i) => ({
        userId: u.id,
        departureId: named.departures[0]!.id,
        status: "confirmed" as const,
        createdAt: at(60 + i),
      })),
      // 25 bookings on one trip, several made in the same minute.
      ...others.map((u, i) => ({
        userId: u.id,
        departureId: popular.departures[i % 2]!.id,
        status: "confirmed" as const,
        createdAt: at(100 + Math.floor(i / 3)),
      })),
    ]);
    const refs = async (text: string) =>
      (await findBookingsForRefund(deps, admin, text)).map((b) => b.reference);

    const byName = await findBookingsForRefund(deps, admin, "zaldívar");
    expect(byName).toHaveLength(2); // the unpaid hold is not refundable, so not listed
    expect(byName.every((b) => b.travellerName === "Quirino Zaldívar")).toBe(true);
    expect(byName[0]!.reference).not.toBe(byName[1]!.reference);
    expect(await refs("quirino.zq@")).toEqual(byName.map((b) => b.reference));
    expect(await refs("ZZQ12")).toEqual(["TRP-ZZQ123"]);
    // A whole reference, as pasted from an email in any case, is that booking alone (by the unique index).
    expect(await refs(" trp-zzq234 ")).toEqual(["TRP-ZZQ234"]);
    expect(await refs("TRP-ZZQ235")).toEqual([]);
    expect((await findBookingsForRefund(deps, admin, "xochimilq")).map((b) => b.tripTitle)).toEqual(
      Array(3).fill("Travesía Xochimilquera"),
    );
    const popularFound = await findBookingsForRefund(deps, admin, "ñandúlandia");
    expect(popularFound).toHaveLength(20);
    expect(new Set(popularFound.map((b) => b.id)).size).toBe(20);
    expect(await refs("nadie-con-este-texto")).toEqual([]);
    expect(await refs("   ")).toEqual([]);
  });
});
