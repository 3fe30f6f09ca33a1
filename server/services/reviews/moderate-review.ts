import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type ReviewModeration, reviewModerationSchema } from "#core/schemas/review-moderation";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Tx } from "../../db/client.ts";
import { reviews } from "../../db/schema/bookings.ts";
import { trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { type DecisionAudit, recordAdminDecision } from "../admin/record-admin-decision.ts";
import { parseInput } from "../auth/parse-input.ts";
import { recountReviewRatings } from "./recount-review-ratings.ts";
import { tellReviewAuthor } from "./tell-review-author.ts";

type Found = { id: string; userId: string; tripId: string; tropleaderId: string; tripTitle: string };

async function findReview(tx: Tx, reviewId: string): Promise<Found> {
  const [found] = await tx
    .select({
      id: reviews.id,
      userId: reviews.userId,
      tripId: reviews.tripId,
      tropleaderId: reviews.tropleaderId,
      tripTitle: trips.title,
    })
    .from(reviews)
    .innerJoin(trips, eq(trips.id, reviews.tripId))
    .where(eq(reviews.id, reviewId));
  if (!found) throw new AppError("not_found", "admin:reviews.notFound");
  return found;
}

/**
 * An admin hides a review or one of its photos, or features a review (issue 35; the admin decision pattern,
 * docs/decisions/0015-admin-decisions.md): one conditional update, so a second click changes nothing
 * (`changed: false`); audited in the same transaction; a hidden review or photo is told to its author by
 * email and notification. Hiding a review recounts the trip's and the guide's rating without it.
 */
export async function moderateReview(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  rawInput: unknown,
  now: Date = new Date(),
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const input: ReviewModeration = parseInput(reviewModerationSchema, rawInput);
  const audit = (review: Found, action: string, data: Record<string, unknown>): DecisionAudit => ({
    action,
    entityType: "review",
    entityId: review.id,
    data: { tripTitle: review.tripTitle, ...data },
  });
  const tellAuthor =
    (what: "review" | "photo") =>
    async (tx: Tx, review: Found): Promise<{ notified: string[] }> => {
      await tellReviewAuthor(deps, tx, review, what);
      return { notified: [review.userId] };
    };
  const notFound = "admin:reviews.notFound";

  if (input.intent === "review-hide") {
    return recordAdminDecision(deps, actor, {
      apply: async (tx) => {
        const review = await findReview(tx, input.reviewId);
        // Lock order as createReview: the trip, then the guide's profile, then the review.
        await tx.execute(sql`select 1 from trips where id = ${review.tripId} for update`);
        await tx.execute(
          sql`select 1 from tropleader_profiles where user_id = ${review.tropleaderId} for update`,
        );
        const [hidden] = await tx
          .update(reviews)
          .set({ hiddenAt: now, isFeatured: false })
          .where(and(eq(reviews.id, review.id), isNull(reviews.hiddenAt)))
          .returning({ id: reviews.id });
        if (!hidden) return undefined;
        await recountReviewRatings(tx, review, now);
        return review;
      },
      // The review exists (findReview refuses otherwise): nothing matched because it is already hidden.
      alreadyDecided: async () => true,
      notFound,
      audit: (review) => audit(review, "review.hide", { before: { hidden: false }, after: { hidden: true } }),
      tell: tellAuthor("review"),
    }).then(({ changed }) => ({ changed }));
  }

  if (input.intent === "review-hide-photo") {
    const photo = input.photo;
    return recordAdminDecision(deps, actor, {
      apply: async (tx) => {
        const review = await findReview(tx, input.reviewId);
        const [hidden] = await tx
          .update(reviews)
          .set({
            photos: sql`array_remove(${reviews.photos}, ${photo})`,
            hiddenPhotos: sql`array_append(${reviews.hiddenPhotos}, ${photo})`,
          })
          .where(and(eq(reviews.id, review.id), sql`${photo} = any(${reviews.photos})`))
          .returning({ id: reviews.id });
        return hidden ? review : undefined;
      },
      alreadyDecided: async (tx) => {
        const [again] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, input.reviewId), sql`${photo} = any(${reviews.hiddenPhotos})`));
        return again !== undefined;
      },
      notFound,
      audit: (review) => audit(review, "review.hide_photo", { photo }),
      tell: tellAuthor("photo"),
    }).then(({ changed }) => ({ changed }));
  }

  const featured = input.intent === "review-feature";
  return recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const review = await findReview(tx, input.reviewId);
      const [changed] = await tx
        .update(reviews)
        .set({ isFeatured: featured })
        .where(and(eq(reviews.id, review.id), ne(reviews.isFeatured, featured), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      return changed ? review : undefined;
    },
    // Already featured (or not), or hidden (a hidden review is never featured): nothing to change.
    alreadyDecided: async () => true,
    notFound,
    audit: (review) =>
      audit(review, featured ? "review.feature" : "review.unfeature", {
        before: { featured: !featured },
        after: { featured },
      }),
  }).then(({ changed }) => ({ changed }));
}
