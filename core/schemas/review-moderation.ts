import { z } from "zod";

const NOT_FOUND = "admin:reviews.notFound";

/** An admin's action on a review (issue 35): hide it, hide one photo, feature it or stop featuring it. */
export const reviewModerationSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("review-hide"), reviewId: z.uuid(NOT_FOUND) }),
    z.object({
      intent: z.literal("review-hide-photo"),
      reviewId: z.uuid(NOT_FOUND),
      photo: z.string(NOT_FOUND).min(1, NOT_FOUND).max(500, NOT_FOUND),
    }),
    z.object({ intent: z.literal("review-feature"), reviewId: z.uuid(NOT_FOUND) }),
    z.object({ intent: z.literal("review-unfeature"), reviewId: z.uuid(NOT_FOUND) }),
  ],
  { error: NOT_FOUND },
);
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

/** The Reseñas tab's filter (in the URL). */
export const REVIEW_ADMIN_FILTERS = ["all", "photos", "featured", "hidden"] as const;
export type ReviewAdminFilter = (typeof REVIEW_ADMIN_FILTERS)[number];
export function reviewAdminFilter(value: string | null): ReviewAdminFilter {
  return (REVIEW_ADMIN_FILTERS as readonly string[]).includes(value ?? "")
    ? (value as ReviewAdminFilter)
    : "all";
}
