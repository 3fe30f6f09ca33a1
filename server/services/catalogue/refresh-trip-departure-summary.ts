import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";

/**
 * The summary columns of trip `t` as of `today` (the same rules as the card's live summary in trip-card-sql):
 * departures not cancelled (full ones count) starting today or later; the cheapest per-person price and the
 * first start date; the card price falls back to the trip's base price.
 */
function summaryOf(today: string): SQL {
  return sql`select t.id, nd.next_start, nd.min_price, coalesce(nd.min_price, t.base_price_cents), ${today}::date,
      t.rating, t.reviews_count, t.created_at
    from trips t
    left join lateral (
      select min(dep.start_date) as next_start, min(dep.price_cents) as min_price
      from trip_departures dep
      where dep.trip_id = t.id and dep.status <> 'cancelled' and dep.start_date >= ${today}::date
    ) nd on true`;
}

const UPSERT = sql`insert into trip_departure_summaries
    (trip_id, next_departure_date, min_price_cents, sort_price_cents, computed_on, rating, reviews_count,
     trip_created_at)`;
const ON_CONFLICT = sql`on conflict (trip_id) do update set
    next_departure_date = excluded.next_departure_date,
    min_price_cents = excluded.min_price_cents,
    sort_price_cents = excluded.sort_price_cents,
    computed_on = excluded.computed_on,
    rating = excluded.rating,
    reviews_count = excluded.reviews_count,
    trip_created_at = excluded.trip_created_at`;

/**
 * Rewrites the departure summary of these trips as of `today` (docs/decisions/0012-catalogue-search.md). Every writer
 * of departures (add, edit, cancel, delete), of a trip's base price or rating, and of new trips calls it in its
 * own transaction, after its writes. The summary rows are locked first and computed by a second statement, so under
 * READ COMMITTED two writers of the same trip's departures cannot leave the earlier one's view behind.
 */
export async function refreshTripDepartureSummaries(
  db: DbOrTx,
  tripIds: string[],
  today: string,
): Promise<void> {
  if (!tripIds.length) return;
  const ids = sql`array[${sql.join(
    [...new Set(tripIds)].sort().map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select trip_id from trip_departure_summaries
      where trip_id = any(${ids}) order by trip_id for update`);
    await tx.execute(sql`${UPSERT} ${summaryOf(today)} where t.id = any(${ids}) ${ON_CONFLICT}`);
  });
}

export function refreshTripDepartureSummary(db: DbOrTx, tripId: string, today: string): Promise<void> {
  return refreshTripDepartureSummaries(db, [tripId], today);
}

/**
 * Recomputes every trip's row in one statement (bulk-loaded data such as the benchmark's, or after a manual
 * data fix). Writers use refreshTripDepartureSummaries instead.
 */
export async function rebuildTripDepartureSummaries(db: DbOrTx, today: string): Promise<void> {
  await db.execute(sql`${UPSERT} ${summaryOf(today)} ${ON_CONFLICT}`);
}

/**
 * The daily part: recomputes the trips whose next departure has passed (the only rows a new day can make
 * wrong), in batches. Safe with several instances: each batch locks its rows with SKIP LOCKED, so instances
 * share the work, and a row a writer is rewriting is left to that writer. Returns how many rows it rewrote.
 */
export async function refreshPassedDepartureSummaries(
  db: DbOrTx,
  today: string,
  batchSize = 2_000,
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const stale = await queryRows<{ trip_id: string }>(
        tx,
        sql`select trip_id from trip_departure_summaries
          where next_departure_date < ${today}::date
          order by trip_id limit ${batchSize} for update skip locked`,
      );
      if (!stale.length) return 0;
      const ids = sql`array[${sql.join(
        stale.map((r) => sql`${r.trip_id}::uuid`),
        sql`, `,
      )}]`;
      await tx.execute(sql`${UPSERT} ${summaryOf(today)} where t.id = any(${ids}) ${ON_CONFLICT}`);
      return stale.length;
    });
    total += done;
    if (done < batchSize) return total;
  }
}

/**
 * Whether the summary answers for `today`: every row is exact from its computed_on to its next departure
 * (or for good when it has none), so it does when no row was computed after today and no row's next departure
 * is before today (two index probes). Otherwise (a test's own clock, or the periodic refresh not run yet today)
 * listTrips falls back to the live summary.
 */
export async function departureSummaryAnswersFor(db: DbOrTx, today: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean | null }>(
    db,
    sql`select (select max(computed_on) from trip_departure_summaries) <= ${today}::date
      and coalesce((select min(next_departure_date) from trip_departure_summaries) >= ${today}::date, true) as ok`,
  );
  return row?.ok === true;
}
