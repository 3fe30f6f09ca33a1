import { sql } from "drizzle-orm";
import { isIsoCalendarDate } from "#core/format/dates";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadOwnTrip } from "../trips/trip-access.ts";

export type DepartureByDate = {
  trip: { id: string; title: string; slug: string; tropleaderId: string };
  departure: {
    id: string;
    startDate: string;
    endDate: string;
    status: string;
    maxParticipants: number;
    /** Seats of confirmed and completed bookings: the departure's travellers. */
    participants: number;
    /** What a traveller can still book (holds of unpaid checkouts included, as the booking page counts). */
    placesLeft: number;
    /** The guide's share of this departure's paid bookings, net of refunds. */
    revenueCents: number;
    currency: string;
    /** The minimum group, and how many people wait in its line (issue 14). */
    minParticipants: number;
    waitlistCount: number;
    /** At its deadline below its minimum: asked to confirm or cancel (ISO), and confirmed (ISO) if they did. */
    confirmationRequestedAt: string | null;
    confirmedByGuideAt: string | null;
  };
  groupConversationId: string | null;
};

/**
 * One departure of a trip by its start date (doc 2 §2 /tropleader/viajeros/{tripId}/{date}), with its
 * figures and no personal data: the trip's guide and admins only. Another guide's trip, an unknown trip and
 * a date that is not a departure of this trip are the same 404.
 */
export async function loadDepartureByDate(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
): Promise<DepartureByDate> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  if (!isIsoCalendarDate(startDate)) throw new AppError("not_found", "trips:errors.notFound");
  const [row] = await queryRows<{
    id: string;
    start_date: string;
    end_date: string;
    status: string;
    max_participants: number;
    current_participants: number;
    currency: string;
    conversation_id: string | null;
    participants: number;
    revenue: number;
    min_participants: number;
    waitlist_count: number;
    confirmation_requested_at: string | Date | null;
    confirmed_by_guide_at: string | Date | null;
  }>(
    deps.db,
    sql`select d.id, d.start_date::text as start_date, d.end_date::text as end_date, d.status,
      d.max_participants, d.current_participants, d.currency, d.min_participants,
      d.confirmation_requested_at, d.confirmed_by_guide_at,
      (select count(*) from waitlist_entries w where w.departure_id = d.id
        and w.status in ('waiting', 'offered'))::int as waitlist_count,
      (select c.id from conversations c where c.kind = 'group' and not c.members_chosen and c.departure_id = d.id limit 1)
        as conversation_id,
      coalesce((select sum(b.participants_count) from bookings b where b.departure_id = d.id
        and b.status in ('confirmed', 'completed')), 0)::int as participants,
      coalesce((select sum(b.tropleader_amount_cents) from bookings b where b.departure_id = d.id
        and b.confirmed_at is not null), 0)::int as revenue
    from trip_departures d
    where d.trip_id = ${trip.id}::uuid and d.start_date = ${startDate}::date
    order by (d.status = 'cancelled'), d.created_at limit 1`,
  );
  if (!row) throw new AppError("not_found", "trips:errors.notFound");
  return {
    trip: { id: trip.id, title: trip.title, slug: trip.slug, tropleaderId: trip.tropleaderId },
    departure: {
      id: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      status: row.status,
      maxParticipants: Number(row.max_participants),
      participants: Number(row.participants),
      placesLeft: Math.max(0, Number(row.max_participants) - Number(row.current_participants)),
      revenueCents: Number(row.revenue),
      currency: row.currency,
      minParticipants: Number(row.min_participants),
      waitlistCount: Number(row.waitlist_count),
      confirmationRequestedAt: row.confirmation_requested_at
        ? new Date(row.confirmation_requested_at).toISOString()
        : null,
      confirmedByGuideAt: row.confirmed_by_guide_at
        ? new Date(row.confirmed_by_guide_at).toISOString()
        : null,
    },
    groupConversationId: row.conversation_id,
  };
}
