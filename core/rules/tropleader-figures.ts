/**
 * The tropleader dashboard's figure definitions (doc 2 §3 dashboard stats, §9 thresholds; issue 11). The
 * services compute the sums in SQL; these rules turn them into the figures shown, so the page, the tests and
 * the bench agree on one definition.
 */

/** doc 2 §9: occupancy labels at 75, 50 and 25 per cent. */
export const OCCUPANCY_THRESHOLDS = { excellent: 75, good: 50, fair: 25 } as const;

export type OccupancyLabel = "excellent" | "good" | "fair" | "low";
export type DepartureOccupancy = "none" | "low" | "good";

/** Confirmed seats over capacity, as a whole percentage; null when there is no capacity to fill. */
export function occupancyPercent(confirmedSeats: number, capacity: number): number | null {
  if (capacity <= 0) return null;
  return Math.round((confirmedSeats / capacity) * 100);
}

/** 75+ Excelente, 50+ Buena, 25+ Regular, otherwise Baja. */
export function occupancyLabel(percent: number): OccupancyLabel {
  if (percent >= OCCUPANCY_THRESHOLDS.excellent) return "excellent";
  if (percent >= OCCUPANCY_THRESHOLDS.good) return "good";
  if (percent >= OCCUPANCY_THRESHOLDS.fair) return "fair";
  return "low";
}

/** One departure (doc 2 §9): nobody booked, below half of the places, otherwise good. */
export function departureOccupancy(participants: number, maxParticipants: number): DepartureOccupancy {
  if (participants <= 0) return "none";
  return participants * 2 < maxParticipants ? "low" : "good";
}

/** The change against the previous period in per cent, shown only when the previous period is above 0. */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Average rating weighted by each trip's review count, one decimal; null when nobody reviewed yet. */
export function weightedRating(trips: { rating: number; reviewsCount: number }[]): number | null {
  let reviews = 0;
  let sum = 0;
  for (const t of trips) {
    reviews += t.reviewsCount;
    sum += t.rating * t.reviewsCount;
  }
  return reviews > 0 ? Math.round((sum / reviews) * 10) / 10 : null;
}

/** A fraction of a whole, as a whole percentage; null when the whole is 0 (a figure with no data says so). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}
