import { LIMITS } from "../constants/limits.ts";

/**
 * When a booking's payout to the tropleader falls due (doc 2 §9: 7 days after the trip ends): the departure's
 * end date plus 7 days, at 09:00 UTC (morning in Spain), so the transfer runs on a business-hours morning.
 */
export function payoutScheduledFor(endDate: string): Date {
  const d = new Date(`${endDate.slice(0, 10)}T09:00:00Z`);
  d.setUTCDate(d.getUTCDate() + LIMITS.payoutDelayDays);
  return d;
}
