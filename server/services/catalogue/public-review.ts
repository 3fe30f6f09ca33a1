import { reviews } from "../../db/schema/bookings.ts";

/**
 * A review as the public pages show it (trip page, creator page): the author's own words, in the language they
 * wrote in (issue 34: shown with lang, never translated), with the author's name, avatar, country and whether
 * they verified their identity (issue 35: a badge, never any document detail).
 */
export type PublicReview = {
  id: string;
  rating: number;
  title: string;
  comment: string;
  locale: "es" | "en";
  createdAt: Date;
  userName: string;
  userAvatarUrl: string | null;
  userCountry: string | null;
  userVerified: boolean;
};

/** The review's own columns of a PublicReview, for a select that adds the author's and the trip's. */
export const publicReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  locale: reviews.locale,
  createdAt: reviews.createdAt,
};
