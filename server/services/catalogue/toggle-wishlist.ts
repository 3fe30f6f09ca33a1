import { and, eq, isNull } from "drizzle-orm";
import type { WishlistToggle } from "#core/schemas/wishlist";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { trips, wishlists } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Puts a trip on the user's wishlist or takes it off. Idempotent: the caller says the state it wants, so
 * a double click or a retried request ends in the same place. Only public trips can be added.
 */
export async function toggleWishlist(
  db: DbOrTx,
  user: Pick<SessionUser, "id"> | null,
  input: WishlistToggle,
): Promise<{ tripId: string; wishlisted: boolean }> {
  if (!user) throw new AppError("unauthenticated", "catalogue:errors.loginForWishlist");
  if (!input.wishlisted) {
    await db.delete(wishlists).where(and(eq(wishlists.userId, user.id), eq(wishlists.tripId, input.tripId)));
    return { tripId: input.tripId, wishlisted: false };
  }
  const [trip] = await db
    .select({ id: trips.id })
    .from(trips)
    .innerJoin(users, eq(users.id, trips.tropleaderId))
    .where(
      and(
        eq(trips.id, input.tripId),
        eq(trips.status, "approved"),
        eq(users.isApproved, true),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!trip) throw new AppError("not_found", "catalogue:errors.tripNotFound");
  await db.insert(wishlists).values({ userId: user.id, tripId: trip.id }).onConflictDoNothing();
  return { tripId: trip.id, wishlisted: true };
}
