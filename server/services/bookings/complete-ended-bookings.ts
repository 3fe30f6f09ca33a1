import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import { completeEndedDepartures } from "./booking-transitions.ts";

/** Periodic task: confirmed bookings whose departure has ended (end date before today) become completed. */
export async function completeEndedBookings(deps: AppDeps, now: Date = new Date()): Promise<number> {
  return completeEndedDepartures(deps.db, platformToday(now), now);
}
