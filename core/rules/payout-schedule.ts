import { LIMITS } from "../constants/limits.ts";
import { addCalendarDays } from "./platform-calendar.ts";

/**
 * When a booking's payout to the tropleader falls due (doc 2 §9: 7 days after the trip ends): the departure's
 * end date plus 7 days, at 09:00 UTC (10:00 or 11:00 in Madrid: that same calendar day there), so the transfer
 * runs on a business-hours morning.
 */
export function payoutScheduledFor(endDate: string): Date {
  return new Date(`${addCalendarDays(endDate, LIMITS.payoutDelayDays)}T09:00:00Z`);
}
