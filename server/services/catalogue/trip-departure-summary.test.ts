import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategorySlug, ContinentKey } from "#core/constants/catalogue";
import { platformToday } from "#core/rules/platform-calendar";
import type { TripSearch } from "#core/schemas/trip-search";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { tripDepartureSummaries, trips } from "../../db/schema/trips.ts";
import { createTrip, createTropleader, type DepartureInput, isoDateFromToday } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { addDeparture } from "../departures/add-departure.ts";
import { cancelDeparture } from "../departures/cancel-departure.ts";
import { deleteDeparture } from "../departures/delete-departure.ts";
import { updateDeparture } from "../departures/update-departure.ts";
import { listTrips } from "./list-trips.ts";
import {
  departureSummaryAnswersFor,
  rebuildTripDepartureSummaries,
  refreshPassedDepartureSummaries,
  refreshTripDepartureSummaries,
} from "./refresh-trip-departure-summary.ts";

type Deps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const DAY = 86_400_000;
const today = () => platformToday();

type Summary = { next: string | null; min: number | null; sort: number; on: string };

async function storedSummary(tripId: string): Promise<Summary | null> {
  const [row] = await deps.db
    .select()
    .from(tripDepartureSummaries)
    .where(eq(tripDepartureSummaries.tripId, tripId));
  return row
    ? { next: row.nextDepartureDate, min: row.minPriceCents, sort: row.sortPriceCents, on: row.computedOn }
    : null;
}

/** What the summary must say on `day`, computed here from the departures by plain SQL. */
async function expectedSummary(tripId: string, day: string): Promise<Omit<Summary, "on">> {
  const result = await deps.db.execute(sql`
    select to_char(min(d.start_date), 'YYYY-MM-DD') as next, min(d.price_cents)::int as min,
      (select base_price_cents from trips where id = ${tripId}) as base
    from trip_departures d
    where d.trip_id = ${tripId} and d.status <> 'cancelled' and d.start_date >= ${day}::date`);
  const row = (result as unknown as { rows: { next: string | null; min: number | null; base: number }[] })
    .rows[0]!;
  return { next: row.next, min: row.min, sort: row.min ?? Number(row.base) };
}

async function expectExact(tripId: string, day = today()) {
  const stored = await storedSummary(tripId);
  expect(stored).not.toBeNull();
  const { on, ...values } = stored!;
  expect(values).toEqual(await expectedSummary(tripId, day));
  expect(on).toBe(day);
}

const form = (startDate: string, price: string) => ({
  startDate,
  price,
  maxParticipants: "8",
  minParticipants: "3",
});

describe("the departure writers keep the summary exact", () => {
  it("trip creation, add, edit (price and date), cancel and delete", async () => {
    const guide = await createTropleader(deps.db);
    const owner = toSessionUser(guide);
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      durationDays: 5,
      basePriceCents: 150_000,
      departures: [],
    });
    // A trip with no departure: its row carries the base price.
    await expectExact(trip.id);
    expect((await storedSummary(trip.id))?.sort).toBe(150_000);

    const { departureId: later } = await addDeparture(
      deps,
      owner,
      trip.id,
      form(isoDateFromToday(90), "1100"),
    );
    await expectExact(trip.id);
    const { departureId: sooner } = await addDeparture(
      deps,
      owner,
      trip.id,
      form(isoDateFromToday(40), "1300"),
    );
    await expectExact(trip.id);
    expect(await storedSummary(trip.id)).toMatchObject({ next: isoDateFromToday(40), min: 110_000 });

    // A price change on the cheapest, then a date change.
    await updateDeparture(deps, owner, trip.id, later, form(isoDateFromToday(90), "1500"));
    await expectExact(trip.id);
    expect((await storedSummary(trip.id))?.min).toBe(130_000);
    await updateDeparture(deps, owner, trip.id, later, form(isoDateFromToday(20), "1500"));
    await expectExact(trip.id);
    expect((await storedSummary(trip.id))?.next).toBe(isoDateFromToday(20));

    // Cancelling the soonest moves the next date; deleting the last one brings the base price back.
    await cancelDeparture(deps, owner, trip.id, later);
    await expectExact(trip.id);
    expect(await storedSummary(trip.id)).toMatchObject({ next: isoDateFromToday(40), min: 130_000 });
    await deleteDeparture(deps, owner, trip.id, sooner);
    await expectExact(trip.id);
    expect(await storedSummary(trip.id)).toMatchObject({ next: null, min: null, sort: 150_000 });
  });

  it("full departures count, as on the card", async () => {
    const guide = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [
        {
          startDate: isoDateFromToday(30),
          endDate: isoDateFromToday(36),
          priceCents: 50_000,
          maxParticipants: 6,
          currentParticipants: 6,
        },
        {
          startDate: isoDateFromToday(60),
          endDate: isoDateFromToday(66),
          priceCents: 90_000,
          maxParticipants: 6,
        },
      ],
    });
    await expectExact(trip.id);
    expect(await storedSummary(trip.id)).toMatchObject({ next: isoDateFromToday(30), min: 50_000 });
  });
});

describe("the periodic refresh", () => {
  it("recomputes the trips whose next departure has passed; until then the live summary answers", async () => {
    const guide = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [
        {
          startDate: isoDateFromToday(2),
          endDate: isoDateFromToday(8),
          priceCents: 40_000,
          maxParticipants: 8,
        },
        {
          startDate: isoDateFromToday(10),
          endDate: isoDateFromToday(16),
          priceCents: 70_000,
          maxParticipants: 8,
        },
      ],
    });
    const untouched = await createTrip(deps.db, {
      tropleaderId: guide.id,
      departures: [
        {
          startDate: isoDateFromToday(30),
          endDate: isoDateFromToday(36),
          priceCents: 80_000,
          maxParticipants: 8,
        },
      ],
    });
    expect(await departureSummaryAnswersFor(deps.db, today())).toBe(true);

    // Three days later the first departure has left: the summary no longer answers for that day...
    const later = platformToday(new Date(Date.now() + 3 * DAY));
    expect(await departureSummaryAnswersFor(deps.db, later)).toBe(false);
    // ...nor for a day before it was computed.
    expect(await departureSummaryAnswersFor(deps.db, platformToday(new Date(Date.now() - 2 * DAY)))).toBe(
      false,
    );

    const rewritten = await refreshPassedDepartureSummaries(deps.db, later, 1);
    expect(rewritten).toBeGreaterThanOrEqual(1);
    expect(await storedSummary(trip.id)).toMatchObject({
      next: isoDateFromToday(10),
      min: 70_000,
      on: later,
    });
    expect((await storedSummary(untouched.id))?.on).toBe(today());
    expect(await departureSummaryAnswersFor(deps.db, later)).toBe(true);
    // Nothing left to do.
    expect(await refreshPassedDepartureSummaries(deps.db, later)).toBe(0);
    // Back to today for the other tests.
    await rebuildTripDepartureSummaries(deps.db, today());
    expect(await departureSummaryAnswersFor(deps.db, today())).toBe(true);
  });
});

describe("listTrips reads the summary only when it is exact, with the same results", () => {
  const COUNTRY = "Sumaria";
  const tripIds: string[] = [];

  beforeAll(async () => {
    const leaders = [
      await createTropleader(deps.db, { name: "Líder A" }),
      await createTropleader(deps.db, { name: "Líder B" }),
    ];
    const hidden = await createTropleader(deps.db, { isApproved: false });
    const continents: ContinentKey[] = ["europa", "america", "asia"];
    const categories: CategorySlug[] = ["surf", "montana", "buceo"];
    const departure = (days: number, price: number, extra: Partial<DepartureInput> = {}): DepartureInput => ({
      startDate: isoDateFromToday(days),
      endDate: isoDateFromToday(days + 4),
      priceCents: price,
      maxParticipants: 8,
      ...extra,
    });
    // Repeated prices, dates and ratings so the tie-breakers decide; past, cancelled and full departures;
    // trips without any departure; hidden trips (not approved, or of an unapproved leader).
    for (let i = 0; i < 36; i++) {
      const price = 40_000 + (i % 5) * 10_000;
      const departures: DepartureInput[] =
        i % 6 === 0
          ? []
          : [
              departure(-10 - (i % 3), 20_000),
              departure(5 + (i % 4) * 7, price, i % 7 === 0 ? { status: "cancelled" } : {}),
              departure(30 + (i % 3) * 15, price + 5_000, i % 4 === 0 ? { currentParticipants: 8 } : {}),
            ];
      const trip = await createTrip(deps.db, {
        tropleaderId: i % 11 === 5 ? hidden.id : leaders[i % 2]!.id,
        title: `Sumario ${i}`,
        destination: {
          country: COUNTRY,
          city: `Ciudad ${i % 4}`,
          continent: continents[i % 3]!,
        },
        category: categories[i % 3],
        durationDays: 3 + (i % 4),
        basePriceCents: 30_000 + (i % 3) * 25_000,
        status: i % 13 === 12 ? "pending" : "approved",
        departures,
        createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 9))),
      });
      tripIds.push(trip.id);
    }
    // Ratings with ties.
    for (const [i, id] of tripIds.entries()) {
      await deps.db
        .update(trips)
        .set({ rating: [4.5, 4.8, 0][i % 3]!, reviewsCount: i % 2 ? 10 : 3 })
        .where(eq(trips.id, id));
    }
    // As the review writer does after changing a rating.
    await refreshTripDepartureSummaries(deps.db, tripIds, today());
  });

  const searches: Partial<TripSearch>[] = [];
  for (const sort of ["price-low", "price-high", "next-departure"] as const) {
    searches.push(
      { destination: COUNTRY, sort },
      { destination: COUNTRY, sort, continent: "america" },
      { destination: COUNTRY, sort, category: "montana" },
      { destination: COUNTRY, sort, departureMonth: isoDateFromToday(35).slice(0, 7) },
      { destination: COUNTRY, sort, page: 2 },
      { destination: COUNTRY, sort, page: 3 },
    );
  }

  it("gives the same pages and cards from the stored and the live summary", async () => {
    expect(await departureSummaryAnswersFor(deps.db, today())).toBe(true);
    for (const search of searches) {
      const stored = await listTrips(deps.db, search, { pageSize: 7, departureSource: "summary" });
      const live = await listTrips(deps.db, search, { pageSize: 7, departureSource: "live" });
      const auto = await listTrips(deps.db, search, { pageSize: 7 });
      expect(stored, JSON.stringify(search)).toEqual(live);
      expect(auto).toEqual(live);
      if (!search.page && !search.departureMonth && !search.continent && !search.category) {
        expect(stored.total).toBeGreaterThan(20);
      }
    }
  });

  it("still gives the same results after writers and the periodic refresh changed rows", async () => {
    // Raise one trip's soonest price and cancel another's next departure by raw SQL.
    // (Trips 10 and 14: public, with departures, among the cheapest.)
    const [first, second] = [tripIds[10], tripIds[14]];
    await deps.db.execute(sql`
      update trip_departures set price_cents = 9000000
      where trip_id = ${first!}::uuid and start_date >= ${today()}::date`);
    await deps.db.execute(sql`
      update trip_departures set status = 'cancelled'
      where trip_id = ${second!}::uuid and start_date >= ${today()}::date`);
    // Raw updates skip the writers: the stored summary is now wrong for these two...
    const search = { destination: COUNTRY, sort: "price-high" as const };
    const before = await listTrips(deps.db, search, { pageSize: 5, departureSource: "summary" });
    const live = await listTrips(deps.db, search, { pageSize: 5, departureSource: "live" });
    expect(live.trips[0]?.id).toBe(first);
    expect(before.trips.map((t) => t.id)).not.toEqual(live.trips.map((t) => t.id));
    // ...until their writer's refresh runs, which every service writer does in its transaction.
    await refreshTripDepartureSummaries(deps.db, [first!, second!], today());
    for (const s of searches) {
      const stored = await listTrips(deps.db, s, { pageSize: 7, departureSource: "summary" });
      expect(stored, JSON.stringify(s)).toEqual(
        await listTrips(deps.db, s, { pageSize: 7, departureSource: "live" }),
      );
    }
  });

  it("falls back to the live summary for a day the stored one does not answer for", async () => {
    // In 200 days every departure above has left: the stored rows say otherwise, so listTrips reads live.
    const now = new Date(Date.now() + 200 * DAY);
    expect(await departureSummaryAnswersFor(deps.db, platformToday(now))).toBe(false);
    for (const sort of ["price-low", "next-departure"] as const) {
      const result = await listTrips(deps.db, { destination: COUNTRY, sort }, { now, pageSize: 50 });
      expect(result).toEqual(
        await listTrips(
          deps.db,
          { destination: COUNTRY, sort },
          { now, pageSize: 50, departureSource: "live" },
        ),
      );
      expect(result.trips.every((t) => t.nextDepartureDate === null)).toBe(true);
    }
    // The base prices, cheapest first: what the live summary says that day (the stored one would not).
    const low = await listTrips(deps.db, { destination: COUNTRY, sort: "price-low" }, { now, pageSize: 50 });
    const prices = low.trips.map((t) => t.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const stale = await listTrips(
      deps.db,
      { destination: COUNTRY, sort: "price-low" },
      { now, pageSize: 5, departureSource: "summary" },
    );
    expect(stale.trips.map((t) => t.id)).not.toEqual(low.trips.slice(0, 5).map((t) => t.id));
    // A test's clock in the past (before the rows were computed) falls back too.
    expect(await departureSummaryAnswersFor(deps.db, platformToday(new Date(Date.now() - 30 * DAY)))).toBe(
      false,
    );
    const rows = await deps.db
      .select({ id: tripDepartureSummaries.tripId })
      .from(tripDepartureSummaries)
      .where(inArray(tripDepartureSummaries.tripId, tripIds));
    expect(rows).toHaveLength(tripIds.length);
  });

  it("never reads the live summary on a visitor's request (no pinned clock), even before the day's refresh", async () => {
    // A row whose next departure passed before the periodic refresh rewrote it (the first minute of a day),
    // made the cheapest by far so its stored place shows.
    const stale = tripIds[1]!;
    const yesterday = platformToday(new Date(Date.now() - DAY));
    await deps.db
      .update(tripDepartureSummaries)
      .set({ nextDepartureDate: yesterday, sortPriceCents: 1 })
      .where(eq(tripDepartureSummaries.tripId, stale));
    expect(await departureSummaryAnswersFor(deps.db, today())).toBe(false);
    const search = { destination: COUNTRY, sort: "price-low" as const };
    const visitor = await listTrips(deps.db, search, { pageSize: 7 });
    const live = await listTrips(deps.db, search, { pageSize: 7, departureSource: "live" });
    expect(visitor).toEqual(await listTrips(deps.db, search, { pageSize: 7, departureSource: "summary" }));
    // The stored order picks it for the first page; the live one would not.
    expect(visitor.trips.map((t) => t.id)).toContain(stale);
    expect(live.trips.map((t) => t.id)).not.toContain(stale);
    // The card itself is read live for the rows shown: its price is right all along.
    expect(visitor.trips.find((t) => t.id === stale)?.priceCents).toBe(50_000);
    // A pinned clock (tests) still gets the live summary when the stored one does not answer.
    expect(await listTrips(deps.db, search, { pageSize: 7, now: new Date() })).toEqual(live);
    // The periodic task rewrites the row: the visitor's order is the live one again.
    expect(await refreshPassedDepartureSummaries(deps.db, today())).toBeGreaterThanOrEqual(1);
    expect(await departureSummaryAnswersFor(deps.db, today())).toBe(true);
    expect(await listTrips(deps.db, search, { pageSize: 7 })).toEqual(live);
  });
});
