import { type SQL, sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import { todayIso } from "#core/format/dates";
import { normalizeSearchText } from "#core/rules/text";
import type { TripSearch } from "#core/schemas/trip-search";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  cardColumns,
  cardJoins,
  isPublicTrip,
  type TripCard,
  type TripCardRow,
  toTripCard,
} from "./trip-card-sql.ts";

export type ListTripsResult = {
  trips: TripCard[];
  /** How many public trips match the filters (all pages). */
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
};

export type ListTripsOptions = {
  now?: Date;
  /**
   * Return every page up to `page` (offset 0). The explore page uses it so that a reload or a link to
   * ?page=3 shows what the visitor had loaded, and 'load more' works as a plain link without JavaScript.
   */
  includePreviousPages?: boolean;
  pageSize?: number;
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
/** The card price (see trip-card-sql): the cheapest departure to come, else the base price. */
const PRICE = sql`coalesce(nd.min_price, t.base_price_cents)`;

/**
 * ORDER BY for each sort option; every one ends with the same stable tie-breakers so pages never overlap.
 * It reads nd.min_price / nd.next_start, which both the page selection and the card query provide.
 */
export function tripSearchOrder(sort: TripSearch["sort"] | undefined): SQL {
  switch (sort) {
    case "price-low":
      return sql`${PRICE} asc, ${POPULARITY}`;
    case "price-high":
      return sql`${PRICE} desc, ${POPULARITY}`;
    case "duration-short":
      return sql`t.duration_days asc, ${POPULARITY}`;
    case "duration-long":
      return sql`t.duration_days desc nulls last, ${POPULARITY}`;
    case "next-departure":
      return sql`nd.next_start asc nulls last, ${POPULARITY}`;
    default:
      return POPULARITY;
  }
}

const sortsByDepartures = (sort: TripSearch["sort"] | undefined) =>
  sort === "price-low" || sort === "price-high" || sort === "next-departure";

/**
 * The page query (exported so the benchmark can time the same SQL without the HTTP layer), in two steps:
 * first the ids of the page, then the card data of those few trips only. Sorts on trip columns (popularity,
 * duration) walk an index and stop after the page; sorts on departures (price, next date) summarise every
 * departure still to come once (one grouped scan) instead of once per trip.
 */
export function listTripsQuery(
  search: Partial<TripSearch>,
  today: string,
  limit: number,
  offset: number,
): SQL {
  const order = tripSearchOrder(search.sort);
  const departureSummary = sortsByDepartures(search.sort)
    ? sql`left join (
        select trip_id, min(price_cents) as min_price, min(start_date) as next_start
        from trip_departures
        where status <> 'cancelled' and start_date >= ${today}::date
        group by trip_id
      ) nd on nd.trip_id = t.id`
    : sql``;
  return sql`with page as materialized (
      select t.id
      from trips t
      join users u on u.id = t.tropleader_id
      join destinations d on d.id = t.destination_id
      join categories c on c.id = t.category_id
      ${departureSummary}
      where ${tripSearchWhere(search, today)}
      order by ${order}
      limit ${limit} offset ${offset}
    )
    select ${cardColumns} from page join trips t on t.id = page.id ${cardJoins(today)}
    order by ${order}`;
}

export function countTripsQuery(search: Partial<TripSearch>, today: string): SQL {
  // Destination and category are joined only when a filter reads them: the count scans every match.
  const joinDestination = search.continent || search.destination;
  return sql`select count(*)::int as n
    from trips t
    join users u on u.id = t.tropleader_id
    ${joinDestination ? sql`join destinations d on d.id = t.destination_id` : sql``}
    ${search.category ? sql`join categories c on c.id = t.category_id` : sql``}
    where ${tripSearchWhere(search, today)}`;
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
  const today = todayIso(options.now);
  const pageSize = options.pageSize ?? LIMITS.explorePageSize;
  const page = Math.max(1, Math.floor(search.page ?? 1));
  const limit = options.includePreviousPages ? page * pageSize : pageSize;
  const offset = options.includePreviousPages ? 0 : (page - 1) * pageSize;

  const rows = await queryRows<TripCardRow>(db, listTripsQuery(search, today, limit, offset));
  // A short first page already tells the total; otherwise count separately.
  const total =
    offset === 0 && rows.length < limit
      ? rows.length
      : Number((await queryRows<{ n: number }>(db, countTripsQuery(search, today)))[0]?.n ?? 0);
  return {
    trips: rows.map(toTripCard),
    total,
    page,
    pageSize,
    hasMore: offset + rows.length < total,
  };
}
