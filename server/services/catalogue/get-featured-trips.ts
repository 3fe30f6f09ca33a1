import { sql } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { platformToday } from "#core/rules/platform-calendar";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import {
  cardColumns,
  cardFrom,
  cardTextColumns,
  isPublicTrip,
  type TripCard,
  type TripCardRow,
  toTripCard,
} from "./trip-card-sql.ts";

/** The home page's featured trips: the best rated public trips that still have a departure to book. */
export async function getFeaturedTrips(
  db: DbOrTx,
  options: { limit?: number; now?: Date; locale?: Locale } = {},
): Promise<TripCard[]> {
  const today = platformToday(options.now);
  const locale = options.locale ?? "es";
  const rows = await queryRows<TripCardRow>(
    db,
    sql`select ${cardColumns}, ${cardTextColumns(locale)} from ${cardFrom(today, locale)}
      where ${isPublicTrip} and nd.next_start is not null
      order by t.rating desc nulls last, t.reviews_count desc nulls last, t.created_at desc nulls last, t.id
      limit ${options.limit ?? 3}`,
  );
  return rows.map((r) => toTripCard(r, locale));
}
