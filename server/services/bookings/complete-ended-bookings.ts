import { and, eq, inArray, lt } from "drizzle-orm";
import { platformToday } from "#core/rules/refund-tier";
import type { AppDeps } from "../../app-deps.ts";
import { bookings } from "../../db/schema/bookings.ts";
import { tripDepartures } from "../../db/schema/trips.ts";

/** Periodic task: confirmed bookings whose departure has ended (end date before today) become completed. */
export async function completeEndedBookings(deps: AppDeps, now: Date = new Date()): Promise<number> {
  const ended = deps.db
    .select({ id: tripDepartures.id })
    .from(tripDepartures)
    .where(lt(tripDepartures.endDate, platformToday(now)));
  const done = await deps.db
    .update(bookings)
    .set({ status: "completed", completedAt: now, updatedAt: now })
    .where(and(eq(bookings.status, "confirmed"), inArray(bookings.departureId, ended)))
    .returning({ id: bookings.id });
  return done.length;
}
