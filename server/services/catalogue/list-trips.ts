import { type SQL, sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import type { Locale } from "#core/constants/locales";
import { platformToday } from "#core/rules/platform-calendar";
import { normalizeSearchText } from "#core/rules/text";
import type { TripSearch } from "#core/schemas/trip-search";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { departureSummaryAnswersFor } from "./refresh-trip-departure-summary.ts";
import {
  cardColumns,
  cardJoins,
  cardTextColumns,
  isPublicTrip,
  type TripCard,
  type TripCardRow,
  toTripCard,
} from "./trip-card-sql.ts";

export type ListTripsResult = {
  trips: TripCard[];
  /**
   * How many public trips match the filters (all pages), counted up to a cap (LIMITS.exploreCountCap): when
   * `totalIsLowerBound`, more than `total` match ("Viajes encontrados: más de 1000").
   */
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

export type ListTripsOptions = {
  now?: Date;
  /**
   * Where the price and next-departure sorts read departures from. By default the stored summary when it is
   * exact for today (departureSummaryAnswersFor), else the live one; the tests and the benchmark force either.
   */
  departureSource?: DepartureSource | "auto";
  /**
   * Return every page up to `page` (offset 0). The explore page uses it so that a reload or a link to
   * ?page=3 shows what the visitor had loaded, and 'load more' works as a plain link without JavaScript.
   */
  includePreviousPages?: boolean;
  pageSize?: number;
  /** The visitor's language: cards show a trip's approved version in it (issue 34). Spanish by default. */
  locale?: Locale;
  /** Past this many matches the total is "more than" it (LIMITS.exploreCountCap; tests pass a small one). */
  countCap?: number;
};

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function firstOfNextMonth(yearMonth: string): string {
  const [y, m] = yearMonth.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 10);
}

/** The WHERE clause of the explore search (doc 1 §5). */
export function tripSearchWhere(search: Partial<TripSearch>, today: string): SQL {
  const parts: SQL[] = [isPublicTrip];
  if (search.continent) parts.push(sql`d.continent = ${search.continent}`);
  if (search.category) parts.push(sql`c.slug = ${search.category}`);
  // A low-cardinality trip column: checked on the rows the sort's index walk reads, like the category.
  if (search.difficulty) parts.push(sql`t.difficulty = ${search.difficulty}`);
  const destination = search.destination ? normalizeSearchText(search.destination) : "";
  if (destination) parts.push(sql`d.search_text like ${likeContains(destination)}`);
  if (search.departureMonth) {
    // Any departure in that month that has not started yet (one already under way cannot be booked).
    const monthStart = `${search.departureMonth}-01`;
    const from = monthStart > today ? monthStart : today;
    parts.push(sql`exists (
      select 1 from trip_departures md
      where md.trip_id = t.id and md.status <> 'cancelled'
        and md.start_date >= ${from}::date and md.start_date < ${firstOfNextMonth(search.departureMonth)}::date)`);
  }
  return sql.join(parts, sql` and `);
}

// "nulls last" matches the indexes drizzle declares (the columns are never null, so the order is the same).
const POPULARITY = sql`t.rating desc nulls last, t.reviews_count desc nulls last, t.created_at desc nulls last, t.id`;

/**
 * Where the sort keys come from: the card price (cheapest departure to come, else base price), the next start
 * and the popularity tie-breakers.
 */
type SortKeys = { price: SQL; next: SQL; popularity: SQL };
/** The live summary nd (grouped or lateral, see below and trip-card-sql) and the trip's own columns. */
const LIVE_KEYS: SortKeys = {
  price: sql`coalesce(nd.min_price, t.base_price_cents)`,
  next: sql`nd.next_start`,
  popularity: POPULARITY,
};
/** The stored summary s (trip_departure_summaries), whose indexes hold each whole ORDER BY. */
const SUMMARY_KEYS: SortKeys = {
  price: sql`s.sort_price_cents`,
  next: sql`s.next_departure_date`,
  popularity: sql`s.rating desc nulls last, s.reviews_count desc nulls last, s.trip_created_at desc nulls last, s.trip_id`,
};

/**
 * ORDER BY for each sort option; every one ends with the same stable tie-breakers so pages never overlap.
 * The keys are read from the live summary nd and the trip by default, or from the stored summary s.
 */
export function tripSearchOrder(sort: TripSearch["sort"] | undefined, keys: SortKeys = LIVE_KEYS): SQL {
  switch (sort) {
    case "price-low":
      return sql`${keys.price} asc, ${keys.popularity}`;
    case "price-high":
      return sql`${keys.price} desc nulls last, ${keys.popularity}`;
    case "duration-short":
      return sql`t.duration_days asc, ${POPULARITY}`;
    case "duration-long":
      return sql`t.duration_days desc nulls last, ${POPULARITY}`;
    case "next-departure":
      return sql`${keys.next} asc nulls last, ${keys.popularity}`;
    default:
      return POPULARITY;
  }
}

export const sortsByDepartures = (sort: TripSearch["sort"] | undefined) =>
  sort === "price-low" || sort === "price-high" || sort === "next-departure";

/**
 * How the page step finds the departure sort keys: `summary` walks trip_departure_summaries in the order of
 * its index (exact only when departureSummaryAnswersFor(today)); `live` summarises every departure still to
 * come once (one grouped scan), which grows with the catalogue.
 */
export type DepartureSource = "summary" | "live";

/**
 * The page query (exported so the benchmark can time the same SQL without the HTTP layer), in two steps:
 * first the ids of the page, then the card data of those few trips only. Sorts on trip columns (popularity,
 * duration) walk an index and stop after the page; sorts on departures (price, next date) walk the stored
 * summary's index the same way, or with `source: "live"` summarise the departures still to come.
 */
export function listTripsQuery(
  search: Partial<TripSearch>,
  today: string,
  limit: number,
  offset: number,
  source: DepartureSource = "live",
  locale: Locale = "es",
  fewMatches?: string,
): SQL {
  const byDepartures = sortsByDepartures(search.sort);
  const useSummary = byDepartures && source === "summary";
  const pageOrder = tripSearchOrder(search.sort, useSummary ? SUMMARY_KEYS : LIVE_KEYS);
  const from = useSummary ? sql`trip_departure_summaries s join trips t on t.id = s.trip_id` : sql`trips t`;
  const liveSummary =
    byDepartures && !useSummary
      ? sql`left join (
        select trip_id, min(price_cents) as min_price, min(start_date) as next_start
        from trip_departures
        where status <> 'cancelled' and start_date >= ${today}::date
        group by trip_id
      ) nd on nd.trip_id = t.id`
      : sql``;
  // Few matches (`fewMatches`: every matching id, from the bounded count): only those are sorted. Walking the
  // sort's index instead would read the whole catalogue to find the few (a category with no trip: 100,000 rows
  // at 100,000 trips); with more matches than the count's cap the walk stops after about
  // page × catalogue ÷ cap rows. The ids come as the count's own array literal ("{…,…}", read from the
  // database), handed back as it came: parsing up to a thousand uuids (and joining them again) took 8–9 % of the
  // bench's JavaScript for listTrips alone in a profile at 100,000 trips.
  const narrowed =
    fewMatches === undefined ? sql`` : sql`join unnest(${fewMatches}::uuid[]) as m(id) on m.id = t.id`;
  // The page's own order (pos) orders the cards too, so the row after the page (asked for to know whether a
  // next one exists) is always the one left out.
  return sql`with page as materialized (
      select t.id, row_number() over (order by ${pageOrder}) as pos
      from ${from}
      ${narrowed}
      join users u on u.id = t.tropleader_id
      join destinations d on d.id = t.destination_id
      join categories c on c.id = t.category_id
      ${liveSummary}
      where ${tripSearchWhere(search, today)}
      order by ${pageOrder}
      limit ${limit} offset ${offset}
    )
    select ${cardColumns}, ${cardTextColumns(locale)}
    from page join trips t on t.id = page.id ${cardJoins(today, locale)}
    order by page.pos`;
}

/**
 * The count of matches, bounded: it reads at most `cap` + 1 matching rows, so it costs the same at any catalogue
 * size once there are that many (an answer of `cap` + 1 means "more than `cap`"). Destination and category are
 * joined only when a filter reads them.
 */
export function countTripsQuery(search: Partial<TripSearch>, today: string, cap: number): SQL {
  const joinDestination = search.continent || search.destination;
  return sql`select count(*)::int as n, case when count(*) <= ${cap} then array_agg(m.id)::text end as ids from (
      select t.id
      from trips t
      join users u on u.id = t.tropleader_id
      ${joinDestination ? sql`join destinations d on d.id = t.destination_id` : sql``}
      ${search.category ? sql`join categories c on c.id = t.category_id` : sql``}
      where ${tripSearchWhere(search, today)}
      limit ${cap + 1}
    ) m`;
}

/**
 * How many trips match, bounded: exact up to `cap`, `cap + 1` meaning "more than `cap`"; when there are at most
 * `cap`, also their ids as one array literal (listTripsQuery's `fewMatches`). Read before the page, as it decides
 * how the page is found.
 */
async function countMatches(
  db: DbOrTx,
  search: Partial<TripSearch>,
  today: string,
  cap: number,
): Promise<{ n: number; ids: string | null }> {
  const [row] = await queryRows<{ n: number; ids: string | null }>(db, countTripsQuery(search, today, cap));
  return { n: Number(row?.n ?? 0), ids: row?.ids ?? null };
}

/**
 * Where the page step reads the departure sort keys. A visitor's request (the real clock) always reads the stored
 * summary: the periodic task `refresh-departure-summaries` keeps it exact (it rewrites the rows whose next
 * departure has passed within a minute of the day's change), and the live summary, which grows with the
 * catalogue (seconds at 100,000 trips), is never on a visitor's path. Only a caller that pins its own clock
 * (`now`: tests) gets the live summary when the stored one does not answer for that day; `departureSource`
 * forces either (tests, benchmark).
 */
async function departureSourceFor(
  db: DbOrTx,
  search: Partial<TripSearch>,
  today: string,
  options: ListTripsOptions,
): Promise<DepartureSource> {
  const wanted = options.departureSource ?? "auto";
  if (!sortsByDepartures(search.sort) || wanted === "live") return "live";
  if (wanted === "summary" || options.now === undefined) return "summary";
  return (await departureSummaryAnswersFor(db, today)) ? "summary" : "live";
}

/**
 * The explore search: public trips filtered and sorted by the database (doc 1 §5), one page at a time
 * (LIMITS.explorePageSize).
 */
export async function listTrips(
  db: DbOrTx,
  search: Partial<TripSearch>,
  options: ListTripsOptions = {},
): Promise<ListTripsResult> {
  const today = platformToday(options.now);
  const pageSize = options.pageSize ?? LIMITS.explorePageSize;
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const limit = options.includePreviousPages ? page * pageSize : pageSize;
  const offset = options.includePreviousPages ? 0 : (page - 1) * pageSize;

  // A cap below what the pages show would read "more than 5" over 13 cards.
  const cap = Math.max(options.countCap ?? LIMITS.exploreCountCap, offset + limit);
  const matched = await countMatches(db, search, today, cap);
  const total = { total: Math.min(matched.n, cap), totalIsLowerBound: matched.n > cap };
  if (matched.n === 0) return { trips: [], ...total, page, pageSize, hasMore: false };
  const source = await departureSourceFor(db, search, today, options);
  const locale = options.locale ?? "es";
  // One row more than shown: whether a next page exists.
  const rows = await queryRows<TripCardRow>(
    db,
    listTripsQuery(search, today, limit + 1, offset, source, locale, matched.ids ?? undefined),
  );
  const hasMore = rows.length > limit;
  const shown = hasMore ? rows.slice(0, limit) : rows;
  return { trips: shown.map((r) => toTripCard(r, locale)), ...total, page, pageSize, hasMore };
}
