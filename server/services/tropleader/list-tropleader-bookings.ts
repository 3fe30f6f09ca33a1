import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { decodeCursor, encodeCursor, type KeysetCursor } from "../../lib/keyset-cursor.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertTropleader } from "./tropleader-scope.ts";

export const GUIDE_BOOKINGS_PAGE_SIZE = 20;
export const GUIDE_BOOKING_STATUSES = ["confirmed", "completed", "cancelled", "pending_payment"] as const;

const uuid = z.string().uuid();

/** The Reservas filters, read leniently from the URL: anything unknown is simply not applied. */
export type TropleaderBookingFilters = {
  tripId: string | null;
  departureId: string | null;
  status: (typeof GUIDE_BOOKING_STATUSES)[number] | null;
  q: string;
  /**
   * Keyset cursors (issue 37): the bookings older than (`despues`) or newer than (`antes`) this one; a tampered
   * cursor is the first page. `page` only labels the page ("Página 2 de 5"): the rows come from the cursor.
   */
  after: KeysetCursor | null;
  before: KeysetCursor | null;
  page: number;
};

/** The filters that choose rows (the page's place in the list aside): what the CSV export walks. */
export type TropleaderBookingRowFilters = Omit<TropleaderBookingFilters, "page" | "after" | "before">;

export function readTropleaderBookingFilters(params: URLSearchParams): TropleaderBookingFilters {
  const id = (key: string) => {
    const parsed = uuid.safeParse(params.get(key));
    return parsed.success ? parsed.data : null;
  };
  const status = params.get("estado");
  const page = Number.parseInt(params.get("pagina") ?? "1", 10);
  return {
    tripId: id("viaje"),
    departureId: id("salida"),
    status: (GUIDE_BOOKING_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as TropleaderBookingFilters["status"])
      : null,
    q: cleanSearch(params.get("q")),
    after: decodeCursor(params.get("despues"), "uuid"),
    before: decodeCursor(params.get("antes"), "uuid"),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

export type TropleaderBooking = {
  id: string;
  reference: string;
  tripId: string;
  tripTitle: string;
  departureId: string;
  startDate: string;
  travellerName: string;
  travellerEmail: string;
  participants: number;
  totalCents: number;
  guideAmountCents: number | null;
  currency: string;
  status: (typeof GUIDE_BOOKING_STATUSES)[number];
  paymentStatus: string;
  createdAt: string;
};

type Row = {
  id: string;
  booking_reference: string;
  trip_id: string;
  trip_title: string;
  departure_id: string;
  start_date: string;
  traveller_name: string;
  traveller_email: string;
  participants_count: number;
  total_amount_cents: number;
  tropleader_amount_cents: number | null;
  currency: string;
  status: TropleaderBooking["status"];
  payment_status: string;
  created_at: string | Date;
  /** created_at at full (microsecond) precision, for the export's keyset. */
  created_key: string;
};

/** Bookings on the guide's trips (never an expired checkout) that match the filters (for the export's walk). */
function bookingsWhere(guideId: string, f: TropleaderBookingRowFilters): SQL {
  const trip = f.tripId ? sql` and b.trip_id = ${f.tripId}::uuid` : sql``;
  return sql`t.tropleader_id = ${guideId}::uuid${trip} and ${rowFilter(f)}`;
}

const bookingColumns = sql`b.id, b.booking_reference, b.trip_id, t.title as trip_title, b.departure_id,
  d.start_date::text as start_date, u.name as traveller_name, u.email as traveller_email, b.participants_count,
  b.total_amount_cents, b.tropleader_amount_cents, b.currency, b.status, b.payment_status, b.created_at,
  b.created_at::text as created_key`;
const detailJoins = sql`join trips t on t.id = b.trip_id
  join trip_departures d on d.id = b.departure_id join users u on u.id = b.user_id`;
const bookingJoins = sql`bookings b ${detailJoins}`;

function toBooking(r: Row): TropleaderBooking {
  return {
    id: r.id,
    reference: r.booking_reference,
    tripId: r.trip_id,
    tripTitle: r.trip_title,
    departureId: r.departure_id,
    startDate: r.start_date,
    travellerName: r.traveller_name,
    travellerEmail: r.traveller_email,
    participants: Number(r.participants_count),
    totalCents: Number(r.total_amount_cents),
    guideAmountCents: r.tropleader_amount_cents === null ? null : Number(r.tropleader_amount_cents),
    currency: r.currency,
    status: r.status,
    paymentStatus: r.payment_status,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** The filters on one booking row (b), and on its traveller (u) when searching. */
function rowFilter(f: TropleaderBookingRowFilters): SQL {
  const parts: SQL[] = [sql`b.status <> 'expired'`];
  if (f.departureId) parts.push(sql`b.departure_id = ${f.departureId}::uuid`);
  if (f.status) parts.push(sql`b.status = ${f.status}`);
  if (f.q) {
    const pattern = likePattern(f.q);
    parts.push(sql`(u.name ilike ${pattern} or b.booking_reference ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The next `limit` matching bookings of each of the guide's trips past the cursor (an index scan of
 * (trip_id, created_at) per trip, newest first, or oldest first when paging back), from which the page is cut:
 * the guide's thousands of rows are never read whole, however deep the page.
 */
function nextPerTrip(
  guideId: string,
  f: TropleaderBookingRowFilters,
  limit: number,
  cursor: KeysetCursor | null,
  backwards: boolean,
): SQL {
  const past = cursor
    ? backwards
      ? sql` and (b.created_at, b.id) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
      : sql` and (b.created_at, b.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const order = backwards ? sql`b.created_at asc, b.id asc` : sql`b.created_at desc, b.id desc`;
  return sql`select m.id, m.created_at from trips t cross join lateral (
      select b.id, b.created_at from bookings b ${f.q ? sql`join users u on u.id = b.user_id` : sql``}
      where b.trip_id = t.id and ${rowFilter(f)}${past}
      order by ${order} limit ${limit}
    ) m
    where t.tropleader_id = ${guideId}::uuid ${f.tripId ? sql`and t.id = ${f.tripId}::uuid` : sql``}`;
}

export type TropleaderBookingsPage = {
  rows: TropleaderBooking[];
  total: number;
  page: number;
  pageCount: number;
  /** The cursors of the pages either side (`?antes=` / `?despues=`), null at either end. */
  newer: string | null;
  older: string | null;
};

/** Reservas (issue 11): one page of the guide's bookings, newest first, by keyset, and how many match in all. */
export async function listTropleaderBookings(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  filters: TropleaderBookingFilters,
  pageSize = GUIDE_BOOKINGS_PAGE_SIZE,
): Promise<TropleaderBookingsPage> {
  const guideId = assertTropleader(actor);
  const cursor = filters.after ?? filters.before;
  const backwards = !filters.after && filters.before !== null;
  const order = backwards ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
  const [[count], found] = await Promise.all([
    // Counted trip by trip (a lateral aggregate is never flattened into a join): each trip's rows by its index.
    // As one join, a guide holding a few percent of a small platform's bookings got a scan of them all.
    queryRows<{ n: number }>(
      deps.db,
      sql`select coalesce(sum(c.n), 0)::int as n from trips t cross join lateral (
          select count(*) as n from bookings b ${filters.q ? sql`join users u on u.id = b.user_id` : sql``}
          where b.trip_id = t.id and ${rowFilter(filters)}
        ) c
        where t.tropleader_id = ${guideId}::uuid ${filters.tripId ? sql`and t.id = ${filters.tripId}::uuid` : sql``}`,
    ),
    queryRows<Row>(
      deps.db,
      sql`with page as (
          select id, created_at from (${nextPerTrip(guideId, filters, pageSize + 1, cursor, backwards)}) candidates
          order by ${order} limit ${pageSize + 1}
        )
        select ${bookingColumns} from page p join bookings b on b.id = p.id ${detailJoins}
        order by ${backwards ? sql`b.created_at asc, b.id asc` : sql`b.created_at desc, b.id desc`}`,
    ),
  ]);
  const more = found.length > pageSize;
  // Paged back to the newest bookings, or past the end (rows cancelled away since): the first page, whole.
  if ((backwards && !more) || (cursor && found.length === 0)) {
    return listTropleaderBookings(deps, actor, { ...filters, after: null, before: null, page: 1 }, pageSize);
  }
  const rows = found.slice(0, pageSize);
  if (backwards) rows.reverse();
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const keyOf = (row: Row | undefined) => (row ? encodeCursor(row.created_key, row.id) : null);
  const newer = cursor ? keyOf(rows[0]) : null;
  const older = backwards || more ? keyOf(rows.at(-1)) : null;
  // The label follows the cursor: never "1" with newer rows above, never past the last page.
  const page = cursor ? Math.min(Math.max(filters.page, 2), pageCount) : 1;
  return {
    rows: rows.map(toBooking),
    total,
    page: newer === null ? 1 : older === null ? pageCount : page,
    pageCount,
    newer,
    older,
  };
}

/** Resumen: the five most recent paid bookings on the guide's trips (the newest few of each trip, by index). */
export async function listRecentTropleaderBookings(
  db: DbOrTx,
  guideId: string,
  limit = 5,
): Promise<TropleaderBooking[]> {
  const rows = await queryRows<Row>(
    db,
    sql`with recent as (
        select m.id, m.confirmed_at from trips t cross join lateral (
          select b.id, b.confirmed_at from bookings b
          where b.trip_id = t.id and b.confirmed_at is not null
          order by b.confirmed_at desc, b.id desc limit ${limit}
        ) m
        where t.tropleader_id = ${guideId}::uuid
        order by m.confirmed_at desc, m.id desc limit ${limit}
      )
      select ${bookingColumns} from recent r join bookings b on b.id = r.id ${detailJoins}
      order by b.confirmed_at desc, b.id desc`,
  );
  return rows.map(toBooking);
}

/**
 * Every matching booking in pages of `batch`, walking the (created_at, id) order with a keyset so that an
 * export of thousands of bookings holds one batch in memory at a time.
 */
export async function* eachTropleaderBooking(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  filters: TropleaderBookingRowFilters,
  batch = 500,
): AsyncGenerator<TropleaderBooking> {
  const guideId = assertTropleader(actor);
  const where = bookingsWhere(guideId, filters);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (b.created_at, b.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows: Row[] = await queryRows<Row>(
      deps.db,
      sql`select ${bookingColumns} from ${bookingJoins} where ${where} ${keyset}
        order by b.created_at desc, b.id desc limit ${batch}`,
    );
    for (const row of rows) yield toBooking(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as Row;
    after = { createdAt: last.created_key, id: last.id };
  }
}
