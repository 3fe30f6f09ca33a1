import { eq, sql } from "drizzle-orm";
import { canReviewBooking } from "#core/rules/booking-timeline";
import { platformToday } from "#core/rules/platform-calendar";
import { firstIssueKey } from "#core/schemas/issue-key";
import { type ReviewInput, reviewSchema } from "#core/schemas/review";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { bookings, reviews } from "../../db/schema/bookings.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkReviewPhotos } from "./check-review-photos.ts";
import { recountReviewRatings } from "./recount-review-ratings.ts";

export type CreatedReview = typeof reviews.$inferSelect;

/**
 * A traveller reviews one of their bookings once the departure has ended (doc 1 §5). One review per booking,
 * marked verified (it comes from a real paid booking). The trip's and the tropleader's rating and count are
 * recomputed in the same transaction; their rows are locked first so two reviews written at the same moment
 * cannot both miss each other in the average. Up to six photos, each the author's own `review-photo` upload.
 */
export async function createReview(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: Pick<SessionUser, "id">,
  input: ReviewInput,
  now: Date = new Date(),
): Promise<CreatedReview> {
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", firstIssueKey(parsed.error, "dashboard:review.errors.required"));
  }
  const data = parsed.data;

  return deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        userId: bookings.userId,
        tripId: bookings.tripId,
        status: bookings.status,
        tropleaderId: trips.tropleaderId,
        startDate: tripDepartures.startDate,
        endDate: tripDepartures.endDate,
      })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .innerJoin(tripDepartures, eq(tripDepartures.id, bookings.departureId))
      .where(eq(bookings.id, data.bookingId));
    // Someone else's booking looks the same as a missing one: no hint that the id exists.
    if (!booking) throw new AppError("not_found", "dashboard:review.errors.bookingNotFound");
    if (booking.userId !== actor.id) throw new AppError("forbidden", "dashboard:review.errors.notOwner");
    if (!canReviewBooking(booking, platformToday(now))) {
      throw new AppError("conflict", "dashboard:review.errors.tripNotEnded");
    }

    const photos = await checkReviewPhotos(deps, tx, actor.id, data.photos);
    await tx.execute(sql`select 1 from trips where id = ${booking.tripId} for update`);
    await tx.execute(
      sql`select 1 from tropleader_profiles where user_id = ${booking.tropleaderId} for update`,
    );

    const [review] = await tx
      .insert(reviews)
      .values({
        userId: actor.id,
        bookingId: booking.id,
        tripId: booking.tripId,
        tropleaderId: booking.tropleaderId,
        rating: data.rating,
        title: data.title,
        comment: data.comment,
        photos,
        isVerified: true,
        // The language the author wrote in: their account's (issue 34), shown with `lang` on the trip page.
        locale: sql<"es" | "en">`(select ${users.locale} from ${users} where ${users.id} = ${actor.id})`,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning();
    if (!review) throw new AppError("conflict", "dashboard:review.errors.alreadyReviewed");

    await recountReviewRatings(tx, booking, now);
    return review;
  });
}
