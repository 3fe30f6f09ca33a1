import { and, eq, isNull, sql } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

/**
 * The job runner's round (issue 14): a departure still below its minimum of paid travellers when its
 * confirmation deadline arrives (its confirm_deadline_days before the start, 21 by default) is put to its
 * tropleader once, by notification and email: confirm it runs anyway, or cancel it (everyone refunded in full).
 * The conditional update on confirmation_requested_at makes it once across instances.
 */
export async function requestDepartureConfirmations(
  deps: Pick<AppDeps, "db" | "config">,
  now: Date = new Date(),
  only?: { departureId: string },
): Promise<{ requested: number }> {
  const today = platformToday(now);
  const filter = only ? sql`and d.id = ${only.departureId}::uuid` : sql``;
  const due = await queryRows<{
    id: string;
    start_date: string;
    trip_id: string;
    title: string;
    guide_id: string;
    guide_name: string;
    guide_email: string;
    guide_locale: string;
    needed: number;
  }>(
    deps.db,
    sql`select d.id, d.start_date::text as start_date, t.id as trip_id, t.title, u.id as guide_id,
          u.name as guide_name, u.email as guide_email, u.locale as guide_locale, (d.min_participants - p.paid)::int as needed
        from trip_departures d
        join trips t on t.id = d.trip_id
        join users u on u.id = t.tropleader_id
        cross join lateral (select coalesce(sum(b.participants_count), 0) as paid from bookings b
          where b.departure_id = d.id and b.status in ('confirmed', 'completed')) p
        where d.status <> 'cancelled' and d.confirmation_requested_at is null and d.confirmed_by_guide_at is null
          and d.start_date > ${today}::date and d.start_date - d.confirm_deadline_days <= ${today}::date
          and p.paid < d.min_participants ${filter}`,
  );
  let requested = 0;
  for (const d of due) {
    const asked = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(tripDepartures)
        .set({ confirmationRequestedAt: now })
        .where(and(eq(tripDepartures.id, d.id), isNull(tripDepartures.confirmationRequestedAt)))
        .returning({ id: tripDepartures.id });
      if (claimed.length === 0) return false;
      const params = { tripTitle: d.title, tripId: d.trip_id, startDate: d.start_date, needed: d.needed };
      await notify(tx, d.guide_id, "departure_confirmation_needed", params, now);
      await enqueueEmail(tx, {
        to: d.guide_email,
        toName: d.guide_name,
        locale: toLocale(d.guide_locale),
        template: "departure_confirmation_needed",
        data: { ...params, tropleaderName: d.guide_name },
        appUrl: deps.config.appUrl,
      });
      return true;
    });
    if (asked) requested++;
  }
  return { requested };
}
