import { type SQL, sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import { todayIso } from "#core/format/dates";
import { normalizeSearchText } from "#core/rules/text";
import type { TripSearch } from "#core/schemas/trip-search";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "./sql-rows.ts";
import { cardColumns, cardFrom, isPublicTrip, type TripCard, type TripCardRow, toTripCard } from "./trip-card-sql.ts";

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

const POPULARITY = sql`t.rating desc, t.reviews_count desc, t.created_at desc, t.id`;

/** ORDER BY for each sort option; every one ends with the same stable tie-breakers so pages never overlap. */
export function tripSearchOrder(sort: TripSearch["sort"] | undefined): SQL {
  switch (sort) {
    case "price-low":
      return sql`price_cents asc, ${POPULARITY}`;
    case "price-high":
      return sql`price_cents desc, ${POPULARITY}`;
    case "duration-short":
      return sql`t.duration_days asc, ${POPULARITY}`;
    case "duration-long":
      return sql`t.duration_days desc, ${POPULARITY}`;
    case "next-departure":
      return sql`nd.next_start asc nulls last, ${POPULARITY}`;
    default:
      return POPULARITY;
  }
}

/** The page query itself (exported so the benchmark can time the same SQL without the HTTP layer). */
export function listTripsQuery(
  search: Partial<TripSearch>,
  today: string,
  limit: number,
  offset: number,
): SQL {
  return sql`select ${cardColumns} from ${cardFrom(today)}
    where ${tripSearchWhere(search, today)}
    order by ${tripSearchOrder(search.sort)}
    limit ${limit} offset ${offset}`;
}

export function countTripsQuery(search: Partial<TripSearch>, today: string): SQL {
  return sql`select count(*)::int as n
    from trips t
    join users u on u.id = t.tropleader_id
    join destinations d on d.id = t.destination_id
    join categories c on c.id = t.category_id
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
