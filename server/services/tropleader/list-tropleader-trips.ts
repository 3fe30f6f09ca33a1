import { sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import { type DepartureOccupancy, departureOccupancy } from "#core/rules/tropleader-figures";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertTropleader } from "./tropleader-scope.ts";

export type TropleaderDeparture = {
  id: string;
  startDate: string;
  endDate: string;
  priceCents: number;
  currency: string;
  /** Seats of confirmed bookings (seats held by an unpaid checkout are not travellers yet). */
  participants: number;
  maxParticipants: number;
  occupancy: DepartureOccupancy;
};

export type TropleaderTrip = {
  id: string;
  title: string;
  slug: string;
  category: string;
  heroImageUrl: string | null;
  status: "draft" | "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  rating: number;
  reviewsCount: number;
  /** Seats of kept bookings (confirmed or completed). */
  travellers: number;
  /** The guide's share of the trip's paid bookings, net of refunds. */
  revenueCents: number;
  currency: string;
  upcomingDepartures: TropleaderDeparture[];
};

/**
 * Mis viajes (doc 2 §2, §3 trip dashboard view): each of the guide's trips with its travellers, its revenue
 * and its upcoming departures (not cancelled, from today on, platform time zone), newest trip first.
 */
export async function listTropleaderTrips(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  now: Date = new Date(),
): Promise<TropleaderTrip[]> {
  const guideId = assertTropleader(actor);
  const today = platformToday(now);
  const [trips, departures] = await Promise.all([
    queryRows<{
      id: string;
      title: string;
      slug: string;
      category: string;
      hero_image_url: string | null;
      status: TropleaderTrip["status"];
      rejection_reason: string | null;
      rating: number;
      reviews_count: number;
      currency: string;
      travellers: number;
      revenue: number;
    }>(
      deps.db,
      sql`select t.id, t.title, t.slug, c.name as category, t.hero_image_url, t.status, t.rejection_reason,
        t.rating, t.reviews_count, t.currency,
        coalesce(sum(b.participants_count) filter (where b.status in ('confirmed', 'completed')), 0)::int
          as travellers,
        coalesce(sum(b.tropleader_amount_cents) filter (where b.confirmed_at is not null), 0)::int as revenue
      from trips t join categories c on c.id = t.category_id
      left join bookings b on b.trip_id = t.id and b.confirmed_at is not null
      where t.tropleader_id = ${guideId}::uuid
      group by t.id, c.name
      order by t.created_at desc, t.id`,
    ),
    queryRows<{
      id: string;
      trip_id: string;
      start_date: string;
      end_date: string;
      price_cents: number;
      currency: string;
      max_participants: number;
      participants: number;
    }>(
      deps.db,
      sql`select d.id, d.trip_id, d.start_date::text as start_date, d.end_date::text as end_date, d.price_cents,
        d.currency, d.max_participants,
        coalesce((select sum(b.participants_count) from bookings b
          where b.departure_id = d.id and b.status = 'confirmed'), 0)::int as participants
      from trips t join trip_departures d on d.trip_id = t.id
      where t.tropleader_id = ${guideId}::uuid and d.status <> 'cancelled' and d.start_date >= ${today}::date
      order by d.start_date, d.id`,
    ),
  ]);
  const byTrip = new Map<string, TropleaderDeparture[]>();
  for (const d of departures) {
    const participants = Number(d.participants);
    const list = byTrip.get(d.trip_id) ?? [];
    list.push({
      id: d.id,
      startDate: d.start_date,
      endDate: d.end_date,
      priceCents: Number(d.price_cents),
      currency: d.currency,
      participants,
      maxParticipants: Number(d.max_participants),
      occupancy: departureOccupancy(participants, Number(d.max_participants)),
    });
    byTrip.set(d.trip_id, list);
  }
  return trips.map((t) => ({
    id: t.id,
    title: t.title,
    slug: t.slug,
    category: t.category,
    heroImageUrl: t.hero_image_url,
    status: t.status,
    rejectionReason: t.rejection_reason,
    rating: Number(t.rating),
    reviewsCount: Number(t.reviews_count),
    travellers: Number(t.travellers),
    revenueCents: Number(t.revenue),
    currency: t.currency,
    upcomingDepartures: byTrip.get(t.id) ?? [],
  }));
}
