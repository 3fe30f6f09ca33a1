import type { CategorySlug, ContinentKey, Difficulty } from "#core/constants/catalogue";

/**
 * A departure of a demo trip. Dates are given as a month and day ("MM-DD") and placed relative to the day the
 * seed runs: upcoming ones at their next occurrence (within the next 12 months), past ones at their last
 * occurrence that has already ended. `fill` is how many seats bookings take.
 */
export type DemoDeparture =
  | { start: string; fill: number | "full"; priceCents?: number; maxParticipants?: number; past?: false }
  | { start: string; fill: number; priceCents?: number; maxParticipants?: number; past: true };

export type DemoReview = { rating: 1 | 2 | 3 | 4 | 5; title: string; comment: string; featured?: boolean };

export type DemoTrip = {
  /** Also the key of its generated pictures (demo-images.ts). */
  key: string;
  tropleader: string;
  title: string;
  shortDescription: string;
  description: string;
  category: CategorySlug;
  destination: { country: string; city: string; region?: string; continent: ContinentKey };
  difficulty: Difficulty;
  maxParticipants: number;
  basePriceCents: number;
  tags: string[];
  status: "approved" | "pending";
  /** Months ago the trip was created (approved trips were approved a few days later). */
  createdMonthsAgo: number;
  itinerary: { title: string; description: string; activities?: string[] }[];
  included: string[];
  excluded: string[];
  faqs: { question: string; answer: string }[];
  departures: DemoDeparture[];
  /** Reviews written by the travellers of the past departures, in booking order. */
  reviews: DemoReview[];
};

/**
 * The English version of a demo trip (issue 34), written by a person, never machine-made: the same shape as the
 * Spanish texts, with `itinerary` and `faqs` in the same order and of the same length as the Spanish ones.
 * Tags, category and destination are not here: they are shown from the translation files and the country list.
 */
export type DemoTripEnglish = {
  title: string;
  shortDescription: string;
  description: string;
  itinerary: { title: string; description: string; activities?: string[] }[];
  included: string[];
  excluded: string[];
  faqs: { question: string; answer: string }[];
};

/** The English version of a demo tropleader's public texts (bio and presentation). */
export type DemoTropleaderEnglish = { bio: string; tropleaderPresentation: string };
