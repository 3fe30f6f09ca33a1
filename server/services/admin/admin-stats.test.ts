import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { getTropleaderOverview } from "../tropleader/get-tropleader-overview.ts";
import { listTropleaderApplications } from "../tropleader-applications/list-tropleader-applications.ts";
import { getAdminStats } from "./get-admin-stats.ts";
import { listRecentActivity } from "./list-recent-activity.ts";

describe("admin figures", () => {
  const deps = useTestDeps();
  const admin = useAdmin(deps);

  it("counts what waits for review and lists the applications; only admins may read them", async () => {
    const before = await getAdminStats(deps, admin);
    await createTropleader(deps.db, {
      isApproved: false,
      isIdentityVerified: false,
      profile: { location: "Cádiz" },
    });
    await createTropleader(deps.db, { isApproved: false, emailVerified: false });
    await createUser(deps.db, { identityStatus: "pending" });
    const after = await getAdminStats(deps, admin);
    // An applicant who has not confirmed their email is listed but not counted as waiting.
    expect(after.pending.tropleaders - before.pending.tropleaders).toBe(1);
    expect(after.pending.verifications - before.pending.verifications).toBe(1);
    expect(after.totals.users - before.totals.users).toBe(3);
    expect(after.newUsersWeek - before.newUsersWeek).toBe(3);
    const applications = await listTropleaderApplications(deps, admin);
    expect(applications.map((a) => a.location)).toContain("Cádiz");

    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      for (const read of [getAdminStats, listRecentActivity, listTropleaderApplications]) {
        const error = await read(deps, actor).catch((e: unknown) => e);
        expect(isAppError(error) && error.code).toBe("forbidden");
      }
    }
  });

  it("revenue is gross booking value and commission of paid bookings, net of refunds", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      departures: [departureDays(90, 96, { priceCents: 100_000, maxParticipants: 10 })],
    });
    const departureId = trip.departures[0]!.id;
    const traveller = await createUser(deps.db);
    const before = await getAdminStats(deps, admin);
    const eur = (s: typeof before) =>
      s.revenue.find((r) => r.currency === "EUR") ?? { grossCents: 0, commissionCents: 0 };
    const kept = await createBooking(deps.db, {
      userId: traveller.id,
      departureId,
      participants: 2,
      status: "confirmed",
      commissionRate: 0.1,
    });
    const refunded = await createBooking(deps.db, {
      userId: traveller.id,
      departureId,
      participants: 1,
      status: "confirmed",
      commissionRate: 0.1,
    });
    await createBooking(deps.db, {
      userId: traveller.id,
      departureId,
      participants: 1,
      status: "pending_payment",
    });
    const paid = await getAdminStats(deps, admin);
    expect(eur(paid).grossCents - eur(before).grossCents).toBe(300_000);
    expect(eur(paid).commissionCents - eur(before).commissionCents).toBe(30_000);
    expect(paid.totals.bookings - before.totals.bookings).toBe(2);
    expect(paid.monthlyRevenue.find((r) => r.currency === "EUR")?.grossCents).toBeGreaterThanOrEqual(300_000);

    // Cancelled 90 days ahead: refunded in full, so it no longer counts.
    await cancelBooking(deps, toSessionUser(traveller), refunded.id);
    const net = await getAdminStats(deps, admin);
    expect(eur(net).grossCents - eur(before).grossCents).toBe(200_000);
    expect(eur(net).commissionCents - eur(before).commissionCents).toBe(20_000);
    expect(kept.status).toBe("confirmed");

    const activity = await listRecentActivity(deps, admin);
    expect(activity.bookings.length).toBeGreaterThan(0);
    expect(activity.bookings.length).toBeLessThanOrEqual(3);
    expect(activity.registrations).toHaveLength(3);
    expect(activity.trips[0]?.title).toBe(trip.title);
  });

  it("tropleader overview reads the standing from the database", async () => {
    const pending = await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false });
    const overview = await getTropleaderOverview(deps, toSessionUser(pending));
    expect(overview).toMatchObject({ isApproved: false, canPublishTrips: false });
    const error = await getTropleaderOverview(deps, toSessionUser(await createUser(deps.db))).catch(
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe("forbidden");
  });
});
