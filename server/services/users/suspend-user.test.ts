import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resolveSessionUser, toSessionUser } from "../../auth/resolve-session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { sessions } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import {
  createTrip,
  createTropleader,
  createUser,
  DEMO_PASSWORD,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { bookingForm } from "../../testing/booking-fixtures.ts";
import { caught } from "../../testing/error-code.ts";
import { sessionCookieFor } from "../../testing/session-cookie.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { signIn } from "../auth/sign-in.ts";
import { startCheckout } from "../bookings/start-checkout.ts";
import { getTripBySlug } from "../catalogue/get-trip-by-slug.ts";
import { listTrips } from "../catalogue/list-trips.ts";
import { reactivateUser } from "./reactivate-user.ts";
import { searchUsers } from "./search-users.ts";
import { suspendUser } from "./suspend-user.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

describe("suspending and reactivating an account (Usuarios)", () => {
  it("only an admin may: anonymous, traveller and tropleader get 403 and nothing changes", async () => {
    const target = await createUser(deps.db);
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      for (const act of [suspendUser, reactivateUser]) {
        const error = await caught(act(deps, actor, target.id));
        expect(isAppError(error) && error.code).toBe("forbidden");
      }
      expect(isAppError(await caught(searchUsers(deps, actor, "")))).toBe(true);
    }
    const [found] = await searchUsers(deps, admin, target.email);
    expect(found?.suspendedAt).toBeNull();
  });

  it("a suspended tropleader is signed out everywhere, cannot sign in, and their trips leave the catalogue", async () => {
    const leader = await createTropleader(deps.db, { name: "Sara Suspendida" });
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      title: "Travesía suspendida por Sierra Nevada",
      departures: [
        {
          startDate: isoDateFromToday(40),
          endDate: isoDateFromToday(45),
          priceCents: 50_000,
          maxParticipants: 8,
        },
      ],
    });
    const cookie = await sessionCookieFor(deps, leader);
    expect((await resolveSessionUser(deps, new Headers({ cookie }))).user?.id).toBe(leader.id);
    expect((await getTripBySlug(deps.db, trip.slug)).id).toBe(trip.id);

    expect(await suspendUser(deps, admin, leader.id)).toEqual({ changed: true });
    expect(await suspendUser(deps, admin, leader.id)).toEqual({ changed: false });
    // The open session is refused from the next request; no session row is left.
    expect((await resolveSessionUser(deps, new Headers({ cookie }))).user).toBeNull();
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, leader.id))).toHaveLength(0);
    // The right password is not enough any more, and no session is left behind by trying.
    const refused = await caught(
      signIn(
        deps,
        { email: leader.email, password: DEMO_PASSWORD, rememberMe: false },
        { headers: new Headers(), clientIp: "10.2.0.1" },
      ),
    );
    expect(isAppError(refused) && refused.messageKey).toBe("auth:login.errors.suspended");
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, leader.id))).toHaveLength(0);
    // Published trips are hidden: not found by slug, not in the catalogue, not bookable.
    expect(isAppError(await caught(getTripBySlug(deps.db, trip.slug)))).toBe(true);
    const { trips } = await listTrips(deps.db, {}, { pageSize: 100 });
    expect(trips.map((t) => t.id)).not.toContain(trip.id);
    const traveller = toSessionUser(await createUser(deps.db));
    const booking = await caught(startCheckout(deps, traveller, bookingForm(trip.departures[0]!.id, 1)));
    expect(isAppError(booking) && booking.code).toBe("not_found");

    const [row] = await searchUsers(deps, admin, "Sara Suspendida");
    expect(row?.suspendedAt).not.toBeNull();
    expect(row?.trips.map((t) => t.id)).toEqual([trip.id]);

    expect(await reactivateUser(deps, admin, leader.id)).toEqual({ changed: true });
    expect(await reactivateUser(deps, admin, leader.id)).toEqual({ changed: false });
    expect((await getTripBySlug(deps.db, trip.slug)).id).toBe(trip.id);
    const again = await signIn(
      deps,
      { email: leader.email, password: DEMO_PASSWORD, rememberMe: false },
      { headers: new Headers(), clientIp: "10.2.0.2" },
    );
    expect(again.user.id).toBe(leader.id);

    const entries = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, leader.id));
    expect(entries.map((e) => e.action)).toEqual(["user.suspend", "user.reactivate"]);
  });

  it("admins cannot be suspended from the panel; unknown ids are not found", async () => {
    const other = await createUser(deps.db, { role: "admin" });
    const error = await caught(suspendUser(deps, admin, other.id));
    expect(isAppError(error) && error.messageKey).toBe("admin:users.cannotSuspendAdmin");
    const missing = await caught(suspendUser(deps, admin, "00000000-0000-4000-8000-000000000000"));
    expect(isAppError(missing) && missing.code).toBe("not_found");
  });

  it("search finds by name or email, case-insensitively, with % and _ taken literally", async () => {
    const u = await createUser(deps.db, { name: "Íñigo Buscable", email: "inigo_100%@example.com" });
    expect((await searchUsers(deps, admin, "íñigo buscable")).map((r) => r.id)).toContain(u.id);
    expect((await searchUsers(deps, admin, "_100%")).map((r) => r.id)).toEqual([u.id]);
    expect(await searchUsers(deps, admin, "%%%nobody%%%")).toEqual([]);
    // Empty text: the newest accounts.
    expect((await searchUsers(deps, admin, "")).length).toBeGreaterThan(0);
  });
});
