import { sql } from "drizzle-orm";
import { PLATFORM_TIME_ZONE, platformToday } from "#core/rules/platform-calendar";
import {
  type OccupancyLabel,
  occupancyLabel,
  occupancyPercent,
  percentChange,
  share,
  weightedRating,
} from "#core/rules/tropleader-figures";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { computeResponseTime, type ResponseTime } from "../catalogue/compute-response-time.ts";
import { assertTropleader } from "./tropleader-scope.ts";

/** Money the guide earned, per currency (bookings keep the currency they were paid in). */
export type TropleaderRevenue = {
  currency: string;
  totalCents: number;
  thisMonthCents: number;
  lastMonthCents: number;
};

export type TropleaderStats = {
  activeTrips: number;
  /** Seats of kept bookings (confirmed or completed) on the guide's trips. */
  totalTravellers: number;
  revenue: TropleaderRevenue[];
  /** Per currency: this month against last month, null when last month had nothing. */
  revenueChange: { currency: string; percent: number | null }[];
  averageRating: number | null;
  reviewsCount: number;
  responseTime: ResponseTime;
  monthlyBookings: number;
  previousMonthBookings: number;
  bookingsChange: number | null;
  occupancy: { percent: number; label: OccupancyLabel; seats: number; capacity: number } | null;
  repeatCustomers: { customers: number; travellers: number; bookings: number; sharePercent: number | null };
};

/**
 * The dashboard's stat cards and Resumen figures (doc 2 §3 dashboard stats, §9; issue 11), every one from the
 * database:
 * - revenue: the tropleader's share (`tropleader_amount_cents`) of every paid booking, which a refund rewrites
 *   to what was kept, so it is net of refunds by construction; months are calendar months in Madrid;
 * - bookings of a month: bookings paid in it;
 * - occupancy: seats of confirmed bookings (never seats held by an unpaid checkout) over the capacity of the
 *   upcoming, not cancelled departures of the guide's published trips;
 * - repeat customers: travellers with two or more kept bookings on the guide's trips, and the share of the
 *   kept bookings they made;
 * - rating: the trips' ratings weighted by their review counts; response time: the public profile's.
 */
export async function getTropleaderStats(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  now: Date = new Date(),
): Promise<TropleaderStats> {
  const guideId = assertTropleader(actor);
  const at = sql`${now.toISOString()}::timestamptz`;
  const thisMonth = sql`(date_trunc('month', ${at} at time zone ${PLATFORM_TIME_ZONE}) at time zone ${PLATFORM_TIME_ZONE})`;
  const lastMonth = sql`((date_trunc('month', ${at} at time zone ${PLATFORM_TIME_ZONE}) - interval '1 month') at time zone ${PLATFORM_TIME_ZONE})`;
  const today = platformToday(now);

  const [[counts], revenue, [occupancy], [repeat], trips, responseTime] = await Promise.all([
    queryRows<{ active_trips: number; travellers: number; this_month: number; last_month: number }>(
      deps.db,
      sql`select
        (select count(*) from trips where tropleader_id = ${guideId}::uuid and status = 'approved')::int
          as active_trips,
        coalesce(sum(b.participants_count) filter (where b.status in ('confirmed', 'completed')), 0)::int
          as travellers,
        count(*) filter (where b.confirmed_at >= ${thisMonth})::int as this_month,
        count(*) filter (where b.confirmed_at >= ${lastMonth} and b.confirmed_at < ${thisMonth})::int
          as last_month
      from trips t join bookings b on b.trip_id = t.id
      where t.tropleader_id = ${guideId}::uuid and b.confirmed_at is not null`,
    ),
    queryRows<{ currency: string; total: number; this_month: number; last_month: number }>(
      deps.db,
      sql`select b.currency,
        coalesce(sum(b.tropleader_amount_cents), 0)::int as total,
        coalesce(sum(b.tropleader_amount_cents) filter (where b.confirmed_at >= ${thisMonth}), 0)::int
          as this_month,
        coalesce(sum(b.tropleader_amount_cents) filter (where b.confirmed_at >= ${lastMonth}
          and b.confirmed_at < ${thisMonth}), 0)::int as last_month
      from trips t join bookings b on b.trip_id = t.id
      where t.tropleader_id = ${guideId}::uuid and b.confirmed_at is not null
        and b.tropleader_amount_cents is not null
      group by b.currency order by total desc, b.currency`,
    ),
    queryRows<{ seats: number; capacity: number }>(
      deps.db,
      sql`select coalesce(sum(d.max_participants), 0)::int as capacity,
        coalesce(sum((select coalesce(sum(b.participants_count), 0) from bookings b
          where b.departure_id = d.id and b.status = 'confirmed')), 0)::int as seats
      from trips t join trip_departures d on d.trip_id = t.id
      where t.tropleader_id = ${guideId}::uuid and t.status = 'approved'
        and d.status <> 'cancelled' and d.start_date >= ${today}::date`,
    ),
    queryRows<{ customers: number; repeat_customers: number; bookings: number; repeat_bookings: number }>(
      deps.db,
      sql`select count(*)::int as customers,
        count(*) filter (where n >= 2)::int as repeat_customers,
        coalesce(sum(n), 0)::int as bookings,
        coalesce(sum(n) filter (where n >= 2), 0)::int as repeat_bookings
      from (select b.user_id, count(*) as n
        from trips t join bookings b on b.trip_id = t.id
        where t.tropleader_id = ${guideId}::uuid and b.status in ('confirmed', 'completed')
        group by b.user_id) per_traveller`,
    ),
    queryRows<{ rating: number; reviews_count: number }>(
      deps.db,
      sql`select rating, reviews_count from trips where tropleader_id = ${guideId}::uuid and reviews_count > 0`,
    ),
    computeResponseTime(deps.db, guideId, now),
  ]);

  const money = revenue.map((r) => ({
    currency: r.currency,
    totalCents: Number(r.total),
    thisMonthCents: Number(r.this_month),
    lastMonthCents: Number(r.last_month),
  }));
  const seats = Number(occupancy?.seats ?? 0);
  const capacity = Number(occupancy?.capacity ?? 0);
  const percent = occupancyPercent(seats, capacity);
  const ratings = trips.map((t) => ({ rating: Number(t.rating), reviewsCount: Number(t.reviews_count) }));
  const thisMonthBookings = Number(counts?.this_month ?? 0);
  const lastMonthBookings = Number(counts?.last_month ?? 0);
  return {
    activeTrips: Number(counts?.active_trips ?? 0),
    totalTravellers: Number(counts?.travellers ?? 0),
    revenue: money,
    revenueChange: money.map((m) => ({
      currency: m.currency,
      percent: percentChange(m.thisMonthCents, m.lastMonthCents),
    })),
    averageRating: weightedRating(ratings),
    reviewsCount: ratings.reduce((n, t) => n + t.reviewsCount, 0),
    responseTime,
    monthlyBookings: thisMonthBookings,
    previousMonthBookings: lastMonthBookings,
    bookingsChange: percentChange(thisMonthBookings, lastMonthBookings),
    occupancy: percent === null ? null : { percent, label: occupancyLabel(percent), seats, capacity },
    repeatCustomers: {
      customers: Number(repeat?.repeat_customers ?? 0),
      travellers: Number(repeat?.customers ?? 0),
      bookings: Number(repeat?.repeat_bookings ?? 0),
      sharePercent: share(Number(repeat?.repeat_bookings ?? 0), Number(repeat?.bookings ?? 0)),
    },
  };
}
