import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps.ts";
import { parseConfig } from "../config/load-config.ts";
import { bookings } from "../db/schema/bookings.ts";
import { conversationMembers } from "../db/schema/messaging.ts";
import { tripDepartures, wishlists } from "../db/schema/trips.ts";
import { users } from "../db/schema/users.ts";
import { isoDateFromToday } from "../seed/factories.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { createHttpApp } from "./create-app.ts";
import { isE2eFactoryAvailable, isE2eFactoryEnabled } from "./e2e-factory-routes.ts";

const ORIGIN = "http://localhost:3999";
const LOCAL = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const LOCAL_V6 = { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } };
const REMOTE = { incoming: { socket: { remoteAddress: "203.0.113.7" } } };
/** The factory must never reach the page router: a build that fails loudly proves it. */
const noPages = () => Promise.reject(new Error("the page router must not answer /__e2e/factory"));

type App = ReturnType<typeof createHttpApp>;

let deps: AppDeps & { close(): Promise<void> };
let app: App;

beforeAll(async () => {
  deps = await createTestDeps({ E2E_FACTORY: "true", DEMO_MODE: "true" });
  app = createHttpApp(deps, { build: noPages as never, mode: "development" });
});
afterAll(() => deps.close());

function post(
  target: App,
  kind: string,
  body: unknown,
  env: object = LOCAL,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    target.request(
      `${ORIGIN}/__e2e/factory/${kind}`,
      {
        method: "POST",
        // From this site's origin, as the journeys' factory sends it (the same-origin check asks every POST).
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          origin: ORIGIN,
          ...headers,
        },
        body: JSON.stringify(body),
      },
      env as never,
    ),
  );
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const countUsers = async (email: string) =>
  (await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe("POST /__e2e/factory/<kind>: who is served", () => {
  const withConfig = (config: Partial<AppDeps["config"]>) =>
    createHttpApp(
      { ...deps, config: { ...deps.config, ...config } },
      { build: noPages as never, mode: "development" },
    );

  it.each([
    ["the flag is off", { E2E_FACTORY: undefined }],
    ["the flag is false", { E2E_FACTORY: false }],
    ["demo mode is off", { demoMode: false }],
    ["in production (even if the flag got through)", { isProduction: true }],
  ])("answers 404 and writes nothing when %s", async (_label, config) => {
    const email = `refused-${crypto.randomUUID()}@tropa.test`;
    const res = await post(withConfig(config), "traveller", { email });
    expect(res.status).toBe(404);
    expect(await countUsers(email)).toBe(0);
  });

  it("answers 404 to a client on another machine, and to one behind a proxy", async () => {
    const email = `remote-${crypto.randomUUID()}@tropa.test`;
    expect((await post(app, "traveller", { email }, REMOTE)).status).toBe(404);
    // A reverse proxy on this machine connects from loopback for every visitor: a forwarding header is remote.
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const res = await post(app, "traveller", { email }, LOCAL, { [header]: "203.0.113.7" });
      expect(res.status, header).toBe(404);
    }
    expect(await countUsers(email)).toBe(0);
  });

  it("is refused to another site's page like any other state-changing request", async () => {
    const email = `csrf-${crypto.randomUUID()}@tropa.test`;
    const res = await post(app, "traveller", { email }, LOCAL, {
      origin: "https://evil.example",
      cookie: "tropa.session_token=x",
    });
    expect(res.status).toBe(403);
    expect(await countUsers(email)).toBe(0);
  });

  it("answers 404 for an unknown kind and 400 with the problems for bad input", async () => {
    expect((await post(app, "superuser", {})).status).toBe(404);
    expect((await post(app, "__proto__", {})).status).toBe(404);
    const bad = await post(app, "trip", { tropleaderId: "not-a-uuid", departures: [{ seats: 0 }] });
    expect(bad.status).toBe(400);
    const { issues } = await json<{ issues: { path: string }[] }>(bad);
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(["tropleaderId", "departures.0.daysFromNow", "departures.0.seats"]),
    );
    const notJson = await app.request(
      `${ORIGIN}/__e2e/factory/traveller`,
      { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: "{" },
      LOCAL as never,
    );
    expect(notJson.status).toBe(400);
  });

  it("the gate itself: enabled only with the flag, in demo mode, outside production; loopback only", () => {
    const on = { E2E_FACTORY: true, demoMode: true, isProduction: false };
    expect(isE2eFactoryEnabled(on)).toBe(true);
    expect(isE2eFactoryEnabled({ ...on, E2E_FACTORY: undefined })).toBe(false);
    expect(isE2eFactoryEnabled({ ...on, demoMode: false })).toBe(false);
    expect(isE2eFactoryEnabled({ ...on, isProduction: true })).toBe(false);
    expect(isE2eFactoryAvailable(on, { fromLoopback: true })).toBe(true);
    expect(isE2eFactoryAvailable(on, { fromLoopback: false })).toBe(false);
  });

  it("cannot be switched on in production: the configuration refuses it", () => {
    expect(() =>
      parseConfig({
        NODE_ENV: "production",
        SESSION_SECRET: "x".repeat(40),
        APP_URL: "https://tropa.example",
        ALLOW_SIMULATED_PAYMENTS_IN_PRODUCTION: "true",
        E2E_FACTORY: "true",
      }),
    ).toThrow(/E2E_FACTORY: cannot be enabled in production/);
  });
});

describe("POST /__e2e/factory/<kind>: what it creates", () => {
  type Person = { id: string; email: string; name: string; password: string; role: string };
  type Trip = {
    id: string;
    slug: string;
    title: string;
    departures: { id: string; startDate: string; endDate: string; priceCents: number; seats: number }[];
  };

  it("a confirmed traveller who can sign in with the demo password", async () => {
    const email = `viajera-${crypto.randomUUID()}@tropa.test`;
    const res = await post(app, "traveller", { name: "Marta Viajera", email, locale: "en" }, LOCAL_V6);
    expect(res.status).toBe(201);
    const traveller = await json<Person>(res);
    expect(traveller).toMatchObject({ email, name: "Marta Viajera", role: "viajero", password: "tropa1234" });
    const [row] = await deps.db.select().from(users).where(eq(users.id, traveller.id));
    expect(row).toMatchObject({ emailVerified: true, locale: "en", role: "viajero" });
    const signedIn = await deps.auth.api.signInEmail({ body: { email, password: traveller.password } });
    expect(signedIn.user.id).toBe(traveller.id);
  });

  it("tropleaders, approved and verified or not; trips with departures counted from today", async () => {
    const applicant = await json<Person & { approved: boolean; verified: boolean }>(
      await post(app, "tropleader", { approved: false, verified: false }),
    );
    expect(applicant).toMatchObject({ role: "tropleader", approved: false, verified: false });
    expect(applicant.email).toMatch(/^e2e-tropleader-[0-9a-f-]{36}@tropa\.test$/);

    const leader = await json<Person>(await post(app, "tropleader", { name: "Lucía Fernández" }));
    const res = await post(app, "trip", {
      tropleaderId: leader.id,
      title: "Surf en Peniche",
      durationDays: 5,
      departures: [
        { daysFromNow: 20, seats: 8, priceCents: 120_000 },
        { daysFromNow: -30, seats: 6, taken: 6 },
      ],
    });
    expect(res.status).toBe(201);
    const trip = await json<Trip>(res);
    expect(trip.slug).toMatch(/^surf-en-peniche-/);
    expect(trip.departures).toEqual([
      expect.objectContaining({ startDate: isoDateFromToday(-30), endDate: isoDateFromToday(-26), seats: 6 }),
      expect.objectContaining({
        startDate: isoDateFromToday(20),
        endDate: isoDateFromToday(24),
        priceCents: 120_000,
        seats: 8,
      }),
    ]);
  });

  it("bookings that take their seats and join the group; wishlist entries", async () => {
    const leader = await json<Person>(await post(app, "tropleader", {}));
    const trip = await json<Trip>(
      await post(app, "trip", { tropleaderId: leader.id, departures: [{ daysFromNow: 40, seats: 4 }] }),
    );
    const departureId = trip.departures[0]!.id;
    const [first, second] = [
      await json<Person>(await post(app, "traveller", {})),
      await json<Person>(await post(app, "traveller", {})),
    ];
    const booking = await json<{ id: string; status: string; bookingReference: string }>(
      await post(app, "booking", { userId: first!.id, departureId, participants: 2 }),
    );
    expect(booking).toMatchObject({ status: "confirmed", bookingReference: expect.stringMatching(/^TRP-/) });
    const [departure] = await deps.db.select().from(tripDepartures).where(eq(tripDepartures.id, departureId));
    expect(departure!.currentParticipants).toBe(2);

    const group = await json<{ conversationId: string }>(
      await post(app, "group-conversation", { tropleaderId: leader.id, departureId }),
    );
    // A booking made once the group exists joins it, as a paid checkout does.
    await post(app, "booking", { userId: second!.id, departureId });
    const members = await deps.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, group.conversationId), isNull(conversationMembers.leftAt)),
      );
    expect(members.map((m) => m.userId).sort()).toEqual([leader.id, first!.id, second!.id].sort());
    // Only the departure's tropleader opens its group.
    const stranger = await post(app, "group-conversation", { tropleaderId: first!.id, departureId });
    expect(stranger.status).toBe(403);

    // More seats than are left is refused by the database rules, not written.
    const over = await post(app, "booking", { userId: second!.id, departureId, participants: 2 });
    expect(over.status).toBe(500);
    expect((await deps.db.select().from(bookings).where(eq(bookings.departureId, departureId))).length).toBe(
      2,
    );

    expect((await post(app, "wishlist", { userId: first!.id, tripId: trip.id })).status).toBe(201);
    const saved = await deps.db.select().from(wishlists).where(eq(wishlists.userId, first!.id));
    expect(saved.map((w) => w.tripId)).toEqual([trip.id]);
  });
});
