import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { waitlistEntries } from "../../db/schema/trips.ts";
import { returnSeats } from "../bookings/departure-seats.ts";
import { lockDeparture, offerFreedSeats } from "./offer-freed-seats.ts";

/**
 * The job runner's waitlist round (every 30 s, safe on several instances at once): offers whose 24 hours have
 * passed lapse and their seats go to the next in line; departures with free seats (a cancellation, an expired
 * checkout hold, more capacity) and people waiting get offers; lines of departures that have started close.
 * Each departure is handled in its own transaction under its row lock, with conditional updates, so two
 * instances never offer the same seat twice.
 */
export async function processWaitlists(
  deps: Pick<AppDeps, "db" | "config">,
  now: Date = new Date(),
  only?: { departureId: string },
): Promise<{ offered: number; expired: number }> {
  const today = platformToday(now);
  const filter = only ? sql`and w.departure_id = ${only.departureId}::uuid` : sql``;
  const due = await queryRows<{ departure_id: string }>(
    deps.db,
    sql`select distinct w.departure_id from waitlist_entries w join trip_departures d on d.id = w.departure_id
        where ((w.status = 'offered' and w.offered_until <= ${now.toISOString()}::timestamptz)
           or (w.status in ('waiting', 'offered') and (d.start_date <= ${today}::date or d.status = 'cancelled'))
           or (w.status = 'waiting' and d.current_participants < d.max_participants)) ${filter}
        order by w.departure_id`,
  );
  let offered = 0;
  let expired = 0;
  for (const { departure_id: departureId } of due) {
    const result = await deps.db.transaction(async (tx) => {
      const departure = await lockDeparture(tx, departureId);
      if (!departure) return { offered: 0, expired: 0 };
      const closed = departure.status === "cancelled" || departure.startDate <= today;
      const lapsing = and(
        eq(waitlistEntries.departureId, departureId),
        closed
          ? inArray(waitlistEntries.status, ["waiting", "offered"])
          : and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.offeredUntil, now)),
      );
      const lapsed = await tx
        .select({ participants: waitlistEntries.participants, seatsHeld: waitlistEntries.seatsHeld })
        .from(waitlistEntries)
        .where(lapsing)
        .for("update");
      if (lapsed.length) {
        await tx
          .update(waitlistEntries)
          .set({ status: "expired", seatsHeld: false, updatedAt: now })
          .where(lapsing);
        await returnSeats(
          tx,
          departureId,
          lapsed.reduce((n, e) => n + (e.seatsHeld ? e.participants : 0), 0),
        );
      }
      const offers = closed ? [] : await offerFreedSeats(tx, departureId, now, deps.config.appUrl);
      return { offered: offers.length, expired: lapsed.length };
    });
    offered += result.offered;
    expired += result.expired;
  }
  return { offered, expired };
}
