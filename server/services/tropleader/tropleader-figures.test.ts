import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_COMMISSION_RATE } from "#core/constants/limits";
import { splitCommission } from "#core/rules/commission";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { trips, tripViews } from "../../db/schema/trips.ts";
import {
  createBooking,
  createTrip,
  createTropleader,
  createUser,
  isoDateFromToday,
} from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { codeOf } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { getDepartureManifest } from "./get-departure-manifest.ts";
import { getTropleaderAnalytics } from "./get-tropleader-analytics.ts";
import { getTropleaderStats } from "./get-tropleader-stats.ts";
import {
  eachTropleaderBooking,
  listTropleaderBookings,
  readTropleaderBookingFilters,
} from "./list-tropleader-bookings.ts";
import { listTropleaderCalendar } from "./list-tropleader-calendar.ts";
import { listTropleaderTrips } from "./list-tropleader-trips.ts";
import { saveTravellerNote } from "./save-traveller-note.ts";

const deps = useTestDeps();

const share = (cents: number) => splitCommission(cents, DEFAULT_COMMISSION_RATE).tropleaderCents;

/** Midday on the 15th of the month `offset` months from now's month, so it falls in that month in Madrid. */
function midMonth(now: Date, offset: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15, 12));
}

async function scenario() {
  const now = new Date();
  const guide = await createTropleader(deps.db);
  const other = await createTropleader(deps.db);
  const published = await createTrip(deps.db, {
    tropleaderId: guide.id,
    status: "approved",
    maxParticipants: 10,
    departures: [
      departureDays(20, 25, { maxParticipants: 10, priceCents: 100000 }),
      departureDays(60, 65, { maxParticipants: 10, priceCents: 120000 }),
    ],
  });
  const underReview = await createTrip(deps.db, {
    tropleaderId: guide.id,
    status: "pending",
    departures: [departureDays(40, 45, { maxParticipants: 8, priceCents: 90000 })],
  });
  const othersTrip = await createTrip(deps.db, {
    tropleaderId: other.id,
    status: "approved",
    departures: [departureDays(30, 35, { maxParticipants: 10, priceCents: 50000 })],
  });
  await deps.db.update(trips).set({ rating: 5, reviewsCount: 1 }).where(eq(trips.id, published.id));
  await deps.db.update(trips).set({ rating: 4, reviewsCount: 3 }).where(eq(trips.id, underReview.id));
  await deps.db.update(trips).set({ rating: 1, reviewsCount: 50 }).where(eq(trips.id, othersTrip.id));

  const [soon, later] = published.departures as [
    (typeof published.departures)[0],
    (typeof published.departures)[0],
  ];
  const ana = await createUser(deps.db, {
    name: "Ana Repetidora",
    birthDate: "1990-01-01",
    country: "España",
  });
  const ben = await createUser(deps.db, { name: "Ben Cancela" });
  const cai = await createUser(deps.db, { name: "Cai Pendiente" });
  // Ana books twice (a repeat customer): 2 seats now, 1 seat last month.
  const anaNow = await createBooking(deps.db, {
    userId: ana.id,
    departureId: soon.id,
    participants: 2,
    createdAt: midMonth(now, 0),
    dietaryRestrictions: "=cmd|' /C calc'!A0",
  });
  const anaBefore = await createBooking(deps.db, {
    userId: ana.id,
    departureId: later.id,
    participants: 1,
    createdAt: midMonth(now, -1),
  });
  // Ben pays for 3 seats this month, then cancels 20 days before: 75% back, the guide keeps a share of 25%.
  const benBooking = await createBooking(deps.db, {
    userId: ben.id,
    departureId: soon.id,
    participants: 3,
    createdAt: midMonth(now, 0),
  });
  const cancelled = await cancelBooking(deps, toSessionUser(ben), benBooking.id);
  // Cai's unpaid checkout holds 2 seats: not a traveller, not revenue, not occupancy.
  await createBooking(deps.db, {
    userId: cai.id,
    departureId: later.id,
    participants: 2,
    status: "pending_payment",
  });
  // Another guide's paid booking never shows.
  await createBooking(deps.db, {
    userId: ana.id,
    departureId: othersTrip.departures[0]!.id,
    participants: 4,
  });
  return {
    now,
    guide,
    other,
    published,
    underReview,
    soon,
    later,
    ana,
    anaNow,
    anaBefore,
    benBooking,
    cancelled,
  };
}

describe("tropleader workspace figures", () => {
  it("computes every stat from the bookings: refunds net, holds ignored, other guides apart", async () => {
    const s = await scenario();
    const stats = await getTropleaderStats(deps, toSessionUser(s.guide), s.now);
    const benKept = share(300000 - s.cancelled.refundCents);
    expect(s.cancelled.refundCents).toBe(225000);
    expect(stats.activeTrips).toBe(1);
    expect(stats.totalTravellers).toBe(3);
    expect(stats.revenue).toEqual([
      {
        currency: "EUR",
        totalCents: share(200000) + share(120000) + benKept,
        thisMonthCents: share(200000) + benKept,
        lastMonthCents: share(120000),
      },
    ]);
    expect(stats.monthlyBookings).toBe(2);
    expect(stats.previousMonthBookings).toBe(1);
    expect(stats.bookingsChange).toBe(100);
    // Confirmed seats on the published trip's upcoming departures: 2 + 1 of 20 places (the pending trip's
    // departure and Cai's held seats are not counted).
    expect(stats.occupancy).toEqual({ percent: 15, label: "low", seats: 3, capacity: 20 });
    expect(stats.repeatCustomers).toEqual({ customers: 1, travellers: 1, bookings: 2, sharePercent: 100 });
    expect(stats.averageRating).toBe(4.3);
    expect(stats.reviewsCount).toBe(4);
    expect(stats.responseTime).toEqual({ medianSeconds: null, samples: 0 });
    const change = stats.revenueChange[0]?.percent;
    const expected = Math.round(((share(200000) + benKept - share(120000)) / share(120000)) * 1000) / 10;
    expect(change).toBe(expected);

    const mine = await listTropleaderTrips(deps, toSessionUser(s.guide), s.now);
    expect(mine.map((t) => t.id)).toEqual([s.underReview.id, s.published.id]);
    const trip = mine.find((t) => t.id === s.published.id)!;
    expect(trip).toMatchObject({
      travellers: 3,
      revenueCents: stats.revenue[0]!.totalCents,
      reviewsCount: 1,
    });
    expect(trip.upcomingDepartures.map((d) => [d.participants, d.occupancy])).toEqual([
      [2, "low"],
      [1, "low"],
    ]);

    const calendar = await listTropleaderCalendar(deps, toSessionUser(s.guide), s.soon.startDate.slice(0, 7));
    expect(calendar.find((c) => c.departureId === s.soon.id)).toMatchObject({
      participants: 2,
      maxParticipants: 10,
    });
    expect(calendar.every((c) => c.tripId !== undefined && c.title)).toBe(true);
  });

  it("lists, filters, searches and pages the guide's bookings only", async () => {
    const s = await scenario();
    const guide = toSessionUser(s.guide);
    const all = await listTropleaderBookings(
      deps,
      guide,
      readTropleaderBookingFilters(new URLSearchParams()),
    );
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.status).sort()).toEqual(
      ["cancelled", "confirmed", "confirmed", "pending_payment"].sort(),
    );
    const byName = await listTropleaderBookings(
      deps,
      guide,
      readTropleaderBookingFilters(new URLSearchParams("q=repetid")),
    );
    expect(byName.rows.map((r) => r.id).sort()).toEqual([s.anaNow.id, s.anaBefore.id].sort());
    expect(byName.total).toBe(2); // counted trip by trip, with the traveller joined for the search
    const byRef = await listTropleaderBookings(
      deps,
      guide,
      readTropleaderBookingFilters(new URLSearchParams({ q: s.benBooking.bookingReference.toLowerCase() })),
    );
    expect(byRef.rows.map((r) => r.id)).toEqual([s.benBooking.id]);
    const cancelled = await listTropleaderBookings(
      deps,
      guide,
      readTropleaderBookingFilters(new URLSearchParams("estado=cancelled")),
    );
    expect(cancelled.rows.map((r) => r.id)).toEqual([s.benBooking.id]);
    expect(cancelled.total).toBe(1);
    const later = await listTropleaderBookings(
      deps,
      guide,
      readTropleaderBookingFilters(new URLSearchParams({ salida: s.later.id })),
    );
    expect(later.total).toBe(2);
    // Pages by keyset (issue 37): the older page's cursor, then back through the newer one's.
    const pageOf = (params: Record<string, string>) =>
      listTropleaderBookings(deps, guide, readTropleaderBookingFilters(new URLSearchParams(params)), 3);
    const first = await pageOf({});
    expect(first).toMatchObject({ total: 4, page: 1, pageCount: 2, newer: null });
    expect(first.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 3).map((r) => r.id));
    const second = await pageOf({ despues: first.older!, pagina: "2" });
    expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2, older: null });
    expect(second.rows.map((r) => r.id)).toEqual([all.rows[3]!.id]);
    const back = await pageOf({ antes: second.newer!, pagina: "1" });
    expect(back.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(back).toMatchObject({ page: 1, newer: null, older: first.older });
    // One booking a page: forward to the last page and back again meets every booking once, in order.
    const onePer = (params: Record<string, string>) =>
      listTropleaderBookings(deps, guide, readTropleaderBookingFilters(new URLSearchParams(params)), 1);
    const forward = [await onePer({})];
    while (forward.at(-1)!.older) forward.push(await onePer({ despues: forward.at(-1)!.older! }));
    expect(forward.map((p) => p.rows[0]!.id)).toEqual(all.rows.map((r) => r.id));
    const backward = [forward.at(-1)!];
    while (backward.at(-1)!.newer) backward.push(await onePer({ antes: backward.at(-1)!.newer! }));
    expect(backward.map((p) => p.rows[0]!.id)).toEqual(all.rows.map((r) => r.id).reverse());
    // A label edited by hand does not move the rows; a tampered cursor is the first page.
    expect((await pageOf({ despues: first.older!, pagina: "9" })).page).toBe(2);
    const tampered = await pageOf({ despues: "bm90LWEtY3Vyc29y", pagina: "2" });
    expect(tampered).toMatchObject({ page: 1, newer: null });
    expect(tampered.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    // The CSV export walks the same rows in keyset batches: with batches of one, the same rows in the same order.
    const walked: string[] = [];
    for await (const b of eachTropleaderBooking(
      deps,
      guide,
      { tripId: null, departureId: null, status: null, q: "" },
      1,
    )) {
      walked.push(b.id);
    }
    expect(walked).toEqual(all.rows.map((r) => r.id));
    const literal = await listTropleaderBookings(
      deps,
      guide,
      readTropleaderBookingFilters(new URLSearchParams("q=%25")),
    );
    expect(literal.total).toBe(0);

    expect(
      await codeOf(
        listTropleaderBookings(
          deps,
          toSessionUser(s.ana),
          readTropleaderBookingFilters(new URLSearchParams()),
        ),
      ),
    ).toBe("forbidden");
    expect(await codeOf(getTropleaderStats(deps, null))).toBe("unauthenticated");
  });

  it("gives the departure's travellers to its guide and admins only, audits each read, keeps notes private", async () => {
    const s = await scenario();
    const guide = toSessionUser(s.guide);
    const manifest = await getDepartureManifest(deps, guide, s.published.id, s.soon.startDate, "view", s.now);
    expect(manifest.departure).toMatchObject({ participants: 2, maxParticipants: 10, placesLeft: 8 });
    expect(manifest.travellers.map((t) => t.name)).toEqual(["Ana Repetidora"]);
    expect(manifest.travellers[0]!.age).toBe(new Date().getUTCFullYear() - 1990 - 0);
    expect(manifest.travellers[0]!.dietaryRestrictions).toBe("=cmd|' /C calc'!A0");
    const audits = await deps.db.select().from(auditLog).where(eq(auditLog.entityId, s.soon.id));
    expect(audits.map((a) => a.action)).toContain("manifest.view");

    expect(
      await codeOf(
        getDepartureManifest(deps, toSessionUser(s.other), s.published.id, s.soon.startDate, "view"),
      ),
    ).toBe("not_found");
    expect(await codeOf(getDepartureManifest(deps, guide, s.published.id, "2031-02-30", "view"))).toBe(
      "not_found",
    );
    expect(
      await codeOf(getDepartureManifest(deps, guide, s.published.id, isoDateFromToday(21), "view")),
    ).toBe("not_found");

    await saveTravellerNote(deps, guide, { bookingId: s.anaNow.id, note: "  Comparte habitación con Ben  " });
    const again = await getDepartureManifest(deps, guide, s.published.id, s.soon.startDate, "view", s.now);
    expect(again.travellers[0]!.guideNote).toBe("Comparte habitación con Ben");
    expect(
      await codeOf(saveTravellerNote(deps, toSessionUser(s.other), { bookingId: s.anaNow.id, note: "x" })),
    ).toBe("not_found");
    expect(
      await codeOf(saveTravellerNote(deps, guide, { bookingId: s.anaNow.id, note: "x".repeat(1001) })),
    ).toBe("validation");
    await saveTravellerNote(deps, guide, { bookingId: s.anaNow.id, note: "" });
    const cleared = await getDepartureManifest(deps, guide, s.published.id, s.soon.startDate, "view", s.now);
    expect(cleared.travellers[0]!.guideNote).toBe("");
  });
});

describe("tropleader analytics", () => {
  it("reads months, conversion, prices, ratings and insights from bookings, views and reviews", async () => {
    const now = new Date();
    const guide = await createTropleader(deps.db);
    const popular = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Popular",
      status: "approved",
      departures: [departureDays(50, 55, { maxParticipants: 20, priceCents: 100000 })],
    });
    const browsed = await createTrip(deps.db, {
      tropleaderId: guide.id,
      title: "Mirado",
      status: "approved",
      departures: [departureDays(70, 75, { maxParticipants: 20, priceCents: 50000 })],
    });
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(deps.db)));
    const [u1, u2, u3, u4] = users as [
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
    ];
    const b1 = await createBooking(deps.db, {
      userId: u1.id,
      departureId: popular.departures[0]!.id,
      createdAt: midMonth(now, 0),
    });
    await createBooking(deps.db, {
      userId: u2.id,
      departureId: popular.departures[0]!.id,
      participants: 2,
      createdAt: midMonth(now, -1),
    });
    await createBooking(deps.db, {
      userId: u3.id,
      departureId: popular.departures[0]!.id,
      createdAt: midMonth(now, -1),
    });
    await createBooking(deps.db, {
      userId: u4.id,
      departureId: browsed.departures[0]!.id,
      createdAt: midMonth(now, -3),
    });
    // Views: Popular 5 visitors, Mirado 20 (a signed-in visitor counts once however many days they come).
    const day = (n: number) => isoDateFromToday(-n);
    await deps.db.insert(tripViews).values([
      ...[1, 2, 3, 4, 5].map((n) => ({ tripId: popular.id, visitorHash: `p${n}`, viewedOn: day(1) })),
      ...Array.from({ length: 19 }, (_, n) => ({
        tripId: browsed.id,
        visitorHash: `m${n}`,
        viewedOn: day(2),
      })),
      ...[1, 2, 3].map((n) => ({
        tripId: browsed.id,
        viewerId: u1.id,
        visitorHash: `u1-${n}`,
        viewedOn: day(n),
      })),
    ]);
    await deps.db.insert(reviews).values({
      userId: u1.id,
      bookingId: b1.id,
      tripId: popular.id,
      tropleaderId: guide.id,
      rating: 5,
      title: "Genial",
      comment: "Un viaje estupendo",
    });

    const a = await getTropleaderAnalytics(deps, toSessionUser(guide), now);
    expect(a.currency).toBe("EUR");
    expect(a.months).toHaveLength(6);
    const month = (offset: number) => midMonth(now, offset).toISOString().slice(0, 7);
    expect(a.months.at(-1)).toEqual({ month: month(0), revenueCents: share(100000), bookings: 1 });
    expect(a.months.at(-2)).toEqual({
      month: month(-1),
      revenueCents: share(200000) + share(100000),
      bookings: 2,
    });
    expect(a.months.at(-4)).toEqual({ month: month(-3), revenueCents: share(50000), bookings: 1 });
    expect(a.months.at(0)?.revenueCents).toBe(0);
    expect(a.conversion.trips.find((t) => t.title === "Popular")).toMatchObject({
      visitors: 5,
      bookings: 3,
      percent: 60,
    });
    expect(a.conversion.trips.find((t) => t.title === "Mirado")).toMatchObject({
      visitors: 20,
      bookings: 1,
      percent: 5,
    });
    expect(a.conversion.overall).toEqual({ visitors: 25, bookings: 4, percent: 16 });
    expect(a.averagePrice).toEqual({ thisMonthCents: 100000, lastMonthCents: 150000, changePercent: -33.3 });
    expect(a.ratings).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(a.insights.popularTrip).toEqual({ title: "Popular", sharePercent: 75 });
    expect(a.insights.bestMonth).toEqual({ month: month(-1), bookings: 2 });
    expect(a.insights.opportunity).toEqual({ title: "Mirado", visitors: 20, percent: 5 });

    const empty = await getTropleaderAnalytics(deps, toSessionUser(await createTropleader(deps.db)), now);
    expect(empty.months.every((m) => m.revenueCents === 0 && m.bookings === 0)).toBe(true);
    expect(empty.conversion.overall.percent).toBeNull();
    expect(empty.insights).toEqual({ popularTrip: null, bestMonth: null, opportunity: null });
  });
});
