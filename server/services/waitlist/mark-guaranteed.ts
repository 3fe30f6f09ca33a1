import { and, eq, isNull, sql } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { isGuaranteedDeparture } from "#core/rules/waitlist";
import type { Tx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";

/**
 * Inside a booking's confirmation: when the departure's paid travellers reach its minimum for the first time it
 * becomes guaranteed (guaranteed_at, set once by a conditional update) and each of its travellers is emailed.
 */
export async function markGuaranteedIfReached(
  tx: Tx,
  departureId: string,
  now: Date,
  appUrl: string,
): Promise<boolean> {
  const [d] = await queryRows<{
    min_participants: number;
    guaranteed_at: string | null;
    start_date: string;
    trip_id: string;
    title: string;
    paid: number;
  }>(
    tx,
    sql`select d.min_participants, d.guaranteed_at, d.start_date::text, t.id as trip_id, t.title,
          coalesce((select sum(b.participants_count) from bookings b
             where b.departure_id = d.id and b.status in ('confirmed', 'completed')), 0)::int as paid
        from trip_departures d join trips t on t.id = d.trip_id where d.id = ${departureId}::uuid`,
  );
  if (!d || d.guaranteed_at) return false;
  if (!isGuaranteedDeparture({ paidParticipants: d.paid, minParticipants: d.min_participants })) return false;
  const marked = await tx
    .update(tripDepartures)
    .set({ guaranteedAt: now })
    .where(and(eq(tripDepartures.id, departureId), isNull(tripDepartures.guaranteedAt)))
    .returning({ id: tripDepartures.id });
  if (marked.length === 0) return false;
  const travellers = await queryRows<{ email: string; name: string; locale: string }>(
    tx,
    sql`select distinct u.email, u.name, u.locale from bookings b join users u on u.id = b.user_id
        where b.departure_id = ${departureId}::uuid and b.status = 'confirmed'`,
  );
  for (const t of travellers) {
    const locale = toLocale(t.locale);
    const tripTitle = await tripTitleForReader(tx, { id: d.trip_id, title: d.title }, locale);
    await enqueueEmail(tx, {
      to: t.email,
      toName: t.name,
      locale,
      template: "departure_guaranteed",
      data: { travellerName: t.name, tripTitle, startDate: d.start_date },
      appUrl,
    });
  }
  return true;
}
