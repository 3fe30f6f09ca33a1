import { z } from "zod";
import { LIMITS } from "../constants/limits.ts";
import { text } from "./text.ts";

/** Any missing field gives the generic completion message (doc 1 §5). */
const REQUIRED = "dashboard:review.errors.required";

export const REVIEW_DEFAULT_RATING = 5;

/** A review of a completed trip: rating 1-5, title ≤ 100, comment ≤ 2000 (doc 1 §5). */
export const reviewSchema = z.object({
  bookingId: z.uuid({ error: REQUIRED }),
  rating: z.number({ error: REQUIRED }).int(REQUIRED).min(1, REQUIRED).max(5, REQUIRED),
  title: text({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.reviewTitleMax, "dashboard:review.errors.titleMax"),
  comment: text({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.reviewCommentMax, "dashboard:review.errors.commentMax"),
  /** Addresses of the author's own `review-photo` uploads (checked again on the server). */
  photos: z
    .array(z.string().max(500))
    .max(LIMITS.reviewPhotosMax, "dashboard:review.errors.photosMax")
    .default([]),
});
export type ReviewInput = z.input<typeof reviewSchema>;
