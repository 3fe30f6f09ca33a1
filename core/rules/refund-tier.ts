import { platformDaysUntil } from "./platform-calendar.ts";

/**
 * Refund on a traveller's cancellation, by whole calendar days before the departure (doc 2 §9):
 *
 *   days before departure   refund
 *   31 or more              100%   ("more than 30 days")
 *   15 to 30 (inclusive)     75%   (exactly 30 → 75%, exactly 15 → 75%)
 *   7 to 14 (inclusive)      50%   (exactly 14 → 50%, exactly 7 → 50%)
 *   6 or fewer                0%   ("less than 7 days")
 *
 * "Days before departure" is the departure's start date minus today's date, both as calendar dates in the
 * platform's time zone (Europe/Madrid), so the tier does not change at midnight UTC for a Spanish traveller.
 * A departure that starts today or has started can no longer be cancelled (canCancelBefore).
 * The refund is rounded down to the cent, so it never exceeds the tier.
 */
export type RefundTier = { percent: 100 | 75 | 50 | 0; daysBefore: number };

export function refundPercentForDays(daysBefore: number): RefundTier["percent"] {
  if (daysBefore > 30) return 100;
  if (daysBefore >= 15) return 75;
  if (daysBefore >= 7) return 50;
  return 0;
}

/** Whole calendar days from today (platform time zone) to `startDate` (YYYY-MM-DD); negative once past. */
export function daysBeforeDeparture(startDate: string, now: Date = new Date()): number {
  return platformDaysUntil(startDate, now);
}

/** A confirmed booking can be cancelled by its traveller until the day before the departure starts. */
export function canCancelBefore(startDate: string, now: Date = new Date()): boolean {
  return daysBeforeDeparture(startDate, now) >= 1;
}

export function refundTier(startDate: string, now: Date = new Date()): RefundTier {
  const daysBefore = daysBeforeDeparture(startDate, now);
  return { percent: refundPercentForDays(daysBefore), daysBefore };
}

/** The refund in cents for a paid amount and a percent, rounded down. */
export function refundAmountCents(paidCents: number, percent: number): number {
  return Math.floor((paidCents * percent) / 100);
}
