import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CategorySlug, type ContinentKey, SORT_OPTIONS } from "#core/constants/catalogue";
import { platformToday } from "#core/rules/platform-calendar";
import { parseTripSearch } from "#core/schemas/trip-search";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { trips } from "../../db/schema/trips.ts";
import { createTrip, createTropleader, type DepartureInput } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { countTripsQuery, listTrips } from "./list-trips.ts";
import { refreshTripDepartureSummary } from "./refresh-trip-departure-summary.ts";

// A fixed "today" so month boundaries and "future departure" do not depend on the run date.
const NOW = new Date("2031-03-10T12:00:00Z");

let deps: AppDeps & { close(): Promise<void> };
let leaderId: string;

beforeAll(async () => {
  deps = await createTestDeps();
  leaderId = (await createTropleader(deps.db, { name: "Lucía Guía" })).id;
});
afterAll(async () => {
  await deps.close();
});

const dep = (
  startDate: string,
  priceCents = 100_000,
  extra: Partial<DepartureInput> = {},
): DepartureInput => ({
  startDate,
  endDate: startDate,
  priceCents,
  maxParticipants: 12,
  ...extra,
});

type TripSpec = {
  title: string;
  country?: string;
  city?: string;
  continent?: ContinentKey;
  category?: CategorySlug;
  difficulty?: "easy" | "moderate" | "challenging";
  durationDays?: number;
  basePriceCents?: number;
  departures?: DepartureInput[];
  rating?: number;
  reviewsCount?: number;
  createdAt?: Date;
  status?: "draft" | "pending" | "approved" | "rejected";
  tropleaderId?: string;
};

async function makeTrip(spec: TripSpec) {
  const trip = await createTrip(deps.db, {
    tropleaderId: spec.tropleaderId ?? leaderId,
    title: spec.title,
    destination: {
      country: spec.country ?? "Portugal",
      city: spec.city ?? `Ciudad ${spec.title}`,
      continent: spec.continent ?? "europa",
    },
    category: spec.category ?? "surf",
    difficulty: spec.difficulty,
    durationDays: spec.durationDays ?? 7,
    basePriceCents: spec.basePriceCents ?? 150_000,
    departures: spec.departures ?? [],
    status: spec.status ?? "approved",
    createdAt: spec.createdAt,
  });
  if (spec.rating !== undefined || spec.reviewsCount !== undefined) {
    await deps.db
      .update(trips)
      .set({ rating: spec.rating ?? 0, reviewsCount: spec.reviewsCount ?? 0 })
      .where(eq(trips.id, trip.id));
    // As the review writer does: the explore sorts read the rating from the departure summary too.
    await refreshTripDepartureSummary(deps.db, trip.id, platformToday());
  }
  return trip;
}

const titles = async (search: Parameters<typeof listTrips>[1]) =>
  (await listTrips(deps.db, search, { now: NOW, pageSize: 50 })).trips.map((t) => t.title);

describe("visibility", () => {
  it("lists only approved trips of approved tropleaders", async () => {
    const pendingLeader = await createTropleader(deps.db, { isApproved: false });
    await makeTrip({ title: "Vis publico", country: "Visland" });
    await makeTrip({ title: "Vis pendiente", country: "Visland", status: "pending" });
    await makeTrip({ title: "Vis borrador", country: "Visland", status: "draft" });
    await makeTrip({ title: "Vis rechazado", country: "Visland", status: "rejected" });
    await makeTrip({ title: "Vis lider pendiente", country: "Visland", tropleaderId: pendingLeader.id });
    expect(await titles({ destination: "visland" })).toEqual(["Vis publico"]);
  });
});

describe("filters", () => {
  beforeAll(async () => {
    await makeTrip({
      title: "F peru",
      country: "Perú",
      city: "Cusco",
      continent: "america",
      category: "montana",
      difficulty: "challenging",
    });
    await makeTrip({
      title: "F sao",
      country: "Brasil",
      city: "São Paulo",
      continent: "america",
      category: "surf",
      difficulty: "easy",
    });
    await makeTrip({
      title: "F japon",
      country: "Japón",
      city: "Kioto",
      continent: "asia",
      category: "inmersion-cultural",
    });
  });

  it("matches the destination in the country or the city, ignoring case and accents", async () => {
    expect(await titles({ destination: "peru" })).toEqual(["F peru"]);
    expect(await titles({ destination: "PERÚ" })).toEqual(["F peru"]);
    expect(await titles({ destination: "cUsCo" })).toEqual(["F peru"]);
    expect(await titles({ destination: "sao pau" })).toEqual(["F sao"]);
    expect(await titles({ destination: "Japon" })).toEqual(["F japon"]);
    expect(await titles({ destination: "  kioto " })).toEqual(["F japon"]);
  });

  it("treats LIKE wildcards in the text literally", async () => {
    expect(await titles({ destination: "%" })).toEqual([]);
    expect(await titles({ destination: "p_ru" })).toEqual([]);
  });

  it("matches continent and category exactly", async () => {
    expect(await titles({ continent: "asia" })).toEqual(["F japon"]);
    const america = await titles({ continent: "america" });
    expect(america.sort()).toEqual(["F peru", "F sao"]);
    expect(await titles({ continent: "america", category: "surf" })).toEqual(["F sao"]);
    expect(await titles({ category: "montana" })).toEqual(["F peru"]);
    expect(await titles({ continent: "oceania" })).toEqual([]);
  });

  it("matches the difficulty exactly, in the page and in the count", async () => {
    expect(await titles({ continent: "america", difficulty: "challenging" })).toEqual(["F peru"]);
    expect(await titles({ continent: "america", difficulty: "easy" })).toEqual(["F sao"]);
    expect(await titles({ continent: "asia", difficulty: "challenging" })).toEqual([]);
    const onePage = await listTrips(
      deps.db,
      { continent: "america", difficulty: "easy", sort: "duration-short" },
      { now: NOW, pageSize: 1 },
    );
    expect([onePage.total, onePage.hasMore]).toEqual([1, false]);
    const both = await listTrips(deps.db, { continent: "america" }, { now: NOW, pageSize: 1 });
    expect(both.total).toBe(2);
    expect(parseTripSearch(new URLSearchParams("difficulty=challenging")).difficulty).toBe("challenging");
  });

  it("drops invalid filters from a hand-edited URL instead of failing", () => {
    const search = parseTripSearch(
      new URLSearchParams(
        "continent=marte&category=nope&departureMonth=2031-13&sort=random&page=-2&destination=&difficulty=extreme",
      ),
    );
    expect(search).toEqual({ sort: "popularity", page: 1 });
  });
});

describe("departure month", () => {
  beforeAll(async () => {
    await makeTrip({ title: "M first day", country: "Monthland", departures: [dep("2031-05-01")] });
    await makeTrip({ title: "M last day", country: "Monthland", departures: [dep("2031-05-31")] });
    await makeTrip({ title: "M day before", country: "Monthland", departures: [dep("2031-04-30")] });
    await makeTrip({ title: "M day after", country: "Monthland", departures: [dep("2031-06-01")] });
    await makeTrip({
      title: "M cancelled",
      country: "Monthland",
      departures: [dep("2031-05-15", 100_000, { status: "cancelled" })],
    });
    await makeTrip({
      title: "M several",
      country: "Monthland",
      departures: [dep("2031-02-01"), dep("2031-05-20"), dep("2031-09-01")],
    });
    // The current month (today is 2031-03-10): one departure already gone, one still to come.
    await makeTrip({ title: "M gone this month", country: "Monthland", departures: [dep("2031-03-09")] });
    await makeTrip({ title: "M later this month", country: "Monthland", departures: [dep("2031-03-31")] });
  });

  it("includes departures on the first and the last day of the month, and nothing outside it", async () => {
    const may = await titles({ destination: "monthland", departureMonth: "2031-05" });
    expect(may.sort()).toEqual(["M first day", "M last day", "M several"]);
  });

  it("ignores cancelled departures and departures that have already left", async () => {
    expect(await titles({ destination: "monthland", departureMonth: "2031-03" })).toEqual([
      "M later this month",
    ]);
    expect(await titles({ destination: "monthland", departureMonth: "2031-02" })).toEqual([]);
  });

  it("handles December into the next year", async () => {
    await makeTrip({ title: "M december", country: "Monthland", departures: [dep("2031-12-31")] });
    await makeTrip({ title: "M january", country: "Monthland", departures: [dep("2032-01-01")] });
    expect(await titles({ destination: "monthland", departureMonth: "2031-12" })).toEqual(["M december"]);
    expect(await titles({ destination: "monthland", departureMonth: "2032-01" })).toEqual(["M january"]);
  });
});

describe("sorting", () => {
  beforeAll(async () => {
    const base = new Date("2030-01-01T00:00:00Z").getTime();
    const at = (days: number) => new Date(base + days * 86_400_000);
    // Prices: the card price is the cheapest departure still to come (past and cancelled ones ignored).
    await makeTrip({
      title: "S A",
      country: "Sortland",
      durationDays: 5,
      rating: 4.8,
      reviewsCount: 10,
      createdAt: at(1),
      departures: [
        dep("2031-03-01", 10_000),
        dep("2031-06-01", 120_000),
        dep("2031-04-01", 90_000, { status: "cancelled" }),
      ],
    });
    await makeTrip({
      title: "S B",
      country: "Sortland",
      durationDays: 9,
      rating: 4.8,
      reviewsCount: 25,
      createdAt: at(2),
      departures: [dep("2031-04-15", 200_000)],
    });
    await makeTrip({
      title: "S C",
      country: "Sortland",
      durationDays: 12,
      rating: 4.5,
      reviewsCount: 90,
      createdAt: at(3),
      departures: [dep("2031-03-20", 80_000), dep("2031-08-01", 95_000)],
    });
    // No departure yet: the base price shows, and it goes last by next departure.
    await makeTrip({
      title: "S D",
      country: "Sortland",
      durationDays: 3,
      rating: 4.9,
      reviewsCount: 2,
      createdAt: at(4),
      basePriceCents: 50_000,
    });
    // A perfect tie with S A on rating and reviews: the newer trip first.
    await makeTrip({
      title: "S E",
      country: "Sortland",
      durationDays: 5,
      rating: 4.8,
      reviewsCount: 10,
      createdAt: at(5),
      departures: [dep("2031-03-20", 120_000)],
    });
  });

  const sorted = (sort: NonNullable<Parameters<typeof listTrips>[1]["sort"]>) =>
    titles({ destination: "sortland", sort });

  it("popularity: rating, then reviews, then newest", async () => {
    expect(await sorted("popularity")).toEqual(["S D", "S B", "S E", "S A", "S C"]);
  });

  it("price low and high use the cheapest future departure", async () => {
    const low = await listTrips(deps.db, { destination: "sortland", sort: "price-low" }, { now: NOW });
    expect(low.trips.map((t) => [t.title, t.priceCents])).toEqual([
      ["S D", 50_000],
      ["S C", 80_000],
      ["S E", 120_000],
      ["S A", 120_000],
      ["S B", 200_000],
    ]);
    expect(await sorted("price-high")).toEqual(["S B", "S E", "S A", "S C", "S D"]);
  });

  it("duration short and long, ties by popularity", async () => {
    expect(await sorted("duration-short")).toEqual(["S D", "S E", "S A", "S B", "S C"]);
    expect(await sorted("duration-long")).toEqual(["S C", "S B", "S E", "S A", "S D"]);
  });

  it("next departure: earliest future date first, trips without one last", async () => {
    expect(await sorted("next-departure")).toEqual(["S E", "S C", "S B", "S A", "S D"]);
    const result = await listTrips(
      deps.db,
      { destination: "sortland", sort: "next-departure" },
      { now: NOW },
    );
    expect(result.trips.map((t) => t.nextDepartureDate)).toEqual([
      "2031-03-20",
      "2031-03-20",
      "2031-04-15",
      "2031-06-01",
      null,
    ]);
  });
});

describe("pagination", () => {
  beforeAll(async () => {
    for (let i = 0; i < 7; i++) {
      await makeTrip({ title: `P ${i}`, country: "Pageland", rating: 4, reviewsCount: 3 });
    }
  });

  it("pages do not overlap, and the total and hasMore are right", async () => {
    const search = { destination: "pageland" };
    const p1 = await listTrips(deps.db, { ...search, page: 1 }, { now: NOW, pageSize: 3 });
    const p2 = await listTrips(deps.db, { ...search, page: 2 }, { now: NOW, pageSize: 3 });
    const p3 = await listTrips(deps.db, { ...search, page: 3 }, { now: NOW, pageSize: 3 });
    expect([p1.total, p2.total, p3.total]).toEqual([7, 7, 7]);
    expect([p1.hasMore, p2.hasMore, p3.hasMore]).toEqual([true, true, false]);
    const ids = [...p1.trips, ...p2.trips, ...p3.trips].map((t) => t.id);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
  });

  it("can return every page up to the requested one", async () => {
    const all = await listTrips(
      deps.db,
      { destination: "pageland", page: 2 },
      { now: NOW, pageSize: 3, includePreviousPages: true },
    );
    expect(all.trips).toHaveLength(6);
    expect(all.hasMore).toBe(true);
    const p1 = await listTrips(deps.db, { destination: "pageland", page: 1 }, { now: NOW, pageSize: 3 });
    expect(all.trips.slice(0, 3).map((t) => t.id)).toEqual(p1.trips.map((t) => t.id));
  });

  it("knows the last page without a count, also when the matches fill it exactly", async () => {
    const search = { destination: "pageland" };
    // 7 matches: pages of 7 and of 1 (the 8th row asked for is not there), then 6 + 1.
    const whole = await listTrips(deps.db, search, { now: NOW, pageSize: 7 });
    expect([whole.trips.length, whole.total, whole.totalIsLowerBound, whole.hasMore]).toEqual([
      7,
      7,
      false,
      false,
    ]);
    const six = await listTrips(deps.db, search, { now: NOW, pageSize: 6 });
    expect([six.trips.length, six.hasMore]).toEqual([6, true]);
    const last = await listTrips(deps.db, { ...search, page: 2 }, { now: NOW, pageSize: 6 });
    expect([last.trips.length, last.hasMore, last.total]).toEqual([1, false, 7]);
    const up = await listTrips(
      deps.db,
      { ...search, page: 2 },
      { now: NOW, pageSize: 6, includePreviousPages: true },
    );
    expect([up.trips.length, up.hasMore]).toEqual([7, false]);
    // Past the end (a hand-edited ?page=): nothing shown, the count still tells the total.
    const beyond = await listTrips(deps.db, { ...search, page: 5 }, { now: NOW, pageSize: 3 });
    expect([beyond.trips.length, beyond.total, beyond.hasMore]).toEqual([0, 7, false]);
  });

  it("counts exactly up to the cap, then says 'more than' it, on every page", async () => {
    const search = { destination: "pageland" };
    const capped = await listTrips(deps.db, search, { now: NOW, pageSize: 2, countCap: 4 });
    expect([capped.total, capped.totalIsLowerBound, capped.hasMore]).toEqual([4, true, true]);
    // At the cap or under it, the count is exact.
    const atCap = await listTrips(deps.db, search, { now: NOW, pageSize: 2, countCap: 7 });
    expect([atCap.total, atCap.totalIsLowerBound]).toEqual([7, false]);
    const page3 = await listTrips(deps.db, { ...search, page: 3 }, { now: NOW, pageSize: 2, countCap: 4 });
    // Page 3 shows trips 5 and 6: "more than 6".
    expect([page3.total, page3.totalIsLowerBound, page3.hasMore]).toEqual([6, true, true]);
    // The filters count too: one match is exact whatever the cap.
    const one = await listTrips(deps.db, { ...search, difficulty: "challenging" }, { now: NOW, countCap: 1 });
    expect([one.total, one.totalIsLowerBound]).toEqual([0, false]);
    // Never "more than" fewer trips than the pages already show: 6 shown with a cap of 4 → "more than 6".
    const shown = await listTrips(
      deps.db,
      { ...search, page: 3 },
      { now: NOW, pageSize: 2, countCap: 4, includePreviousPages: true },
    );
    expect([shown.trips.length, shown.total, shown.totalIsLowerBound]).toEqual([6, 6, true]);
    // The statement itself reads at most cap + 1 matches.
    const [row] = await queryRows<{ n: number }>(deps.db, countTripsQuery(search, platformToday(NOW), 3));
    expect(row?.n).toBe(4);
  });

  it("finds the same pages from the few matching ids as by walking each sort's order (issue 37)", async () => {
    for (const sort of SORT_OPTIONS) {
      for (const page of [1, 2, 3]) {
        const search = { destination: "pageland", sort, page };
        // A cap below the matches: the page statement walks the sort's index. Above them: it sorts their ids.
        const walked = await listTrips(deps.db, search, { now: NOW, pageSize: 3, countCap: 1 });
        const narrowed = await listTrips(deps.db, search, { now: NOW, pageSize: 3, countCap: 1000 });
        expect(walked.totalIsLowerBound && !narrowed.totalIsLowerBound).toBe(page < 3);
        expect(narrowed.trips.map((t) => t.id)).toEqual(walked.trips.map((t) => t.id));
        expect(narrowed.hasMore).toBe(walked.hasMore);
        expect(narrowed.trips.length).toBe(page < 3 ? 3 : 1);
      }
    }
  });

  it("returns the card data", async () => {
    const { trips: cards } = await listTrips(
      deps.db,
      { destination: "sortland", sort: "price-low" },
      { now: NOW },
    );
    expect(cards[1]).toMatchObject({
      title: "S C",
      country: "Sortland",
      continent: "europa",
      categorySlug: "surf",
      durationDays: 12,
      priceCents: 80_000,
      currency: "EUR",
      rating: 4.5,
      reviewsCount: 90,
      nextDepartureDate: "2031-03-20",
      tropleaderName: "Lucía Guía",
    });
    expect(cards[1]?.heroImageUrl).toBeTruthy();
  });
});
