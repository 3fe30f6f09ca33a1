import { and, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { platformToday } from "#core/rules/platform-calendar";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { wishlists } from "../../db/schema/trips.ts";
import {
  cardColumns,
  cardFrom,
  cardTextColumns,
  isPublicTrip,
  type TripCard,
  type TripCardRow,
  toTripCard,
} from "./trip-card-sql.ts";

export type WishlistItem = TripCard & { addedAt: Date };

/**
 * The user's wishlist, newest first, as trip cards with the leader's name (doc 1 §2 Lista de Deseos).
 * A trip that is no longer public drops out of the list (its row stays, and comes back if it is republished).
 */
export async function listWishlist(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
  locale: Locale = "es",
): Promise<WishlistItem[]> {
  const rows = await queryRows<TripCardRow & { added_at: string | Date }>(
    db,
    sql`select ${cardColumns}, ${cardTextColumns(locale)}, w.created_at as added_at
      from ${cardFrom(platformToday(now), locale)}
      join wishlists w on w.trip_id = t.id and w.user_id = ${userId}::uuid
      where ${isPublicTrip}
      order by w.created_at desc, t.id`,
  );
  return rows.map((r) => ({ ...toTripCard(r, locale), addedAt: new Date(r.added_at) }));
}

/** Which of these trips the user has on their wishlist (the hearts on a page of cards). */
export async function listWishlistedTripIds(
  db: DbOrTx,
  userId: string | null | undefined,
  tripIds: string[],
): Promise<string[]> {
  if (!userId || tripIds.length === 0) return [];
  const rows = await db
    .select({ tripId: wishlists.tripId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), inArray(wishlists.tripId, tripIds)));
  return rows.map((r) => r.tripId);
}
