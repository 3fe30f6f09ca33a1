import { sql } from "drizzle-orm";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";
import { percentChange, share } from "#core/rules/tropleader-figures";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertTropleader } from "./tropleader-scope.ts";

/** How many calendar months the chart and the conversion look back over (the current one included). */
export const ANALYTICS_MONTHS = 6;
/** A trip needs this many visitors before 'many visits, few bookings' can be said of it. */
export const OPPORTUNITY_MIN_VISITORS = 10;

export type MonthFigure = { month: string; revenueCents: number; bookings: number };
export type TripConversion = {
  tripId: string;
  title: string;
  visitors: number;
  bookings: number;
  percent: number | null;
};

export type TropleaderAnalytics = {
  currency: string;
  months: MonthFigure[];
  conversion: {
    overall: { visitors: number; bookings: number; percent: number | null };
    trips: TripConversion[];
  };
  averagePrice: {
    thisMonthCents: number | null;
    lastMonthCents: number | null;
    changePercent: number | null;
  };
  ratings: { stars: 1 | 2 | 3 | 4 | 5; count: number }[];
  insights: {
    popularTrip: { title: string; sharePercent: number } | null;
    bestMonth: { month: string; bookings: number } | null;
    opportunity: { title: string; visitors: number; percent: number | null } | null;
  };
};

/**
 * Analíticas (issue 11), every figure from the database:
 * - revenue per month for the last six calendar months (Madrid), the guide's share net of refunds, in the
 *   currency most of their bookings were paid in; bookings per month = bookings paid in it;
 * - conversion = paid bookings / unique visitors of the trip pages over the same months, per trip and overall.
 *   A signed-in visitor counts once; an anonymous one once per day (their hash changes daily, by design);
 * - average price per booking this month against last month; the rating distribution of the guide's reviews;
 * - insights: the most booked trip's share of the kept bookings, the calendar month with most bookings ever,
 *   and the trip with the most visitors whose conversion is below the overall one.
 */
export async function getTropleaderAnalytics(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  now: Date = new Date(),
): Promise<TropleaderAnalytics> {
  const guideId = assertTropleader(actor);
  const at = sql`${now.toISOString()}::timestamptz`;
  const local = sql`(${at} at time zone ${PLATFORM_TIME_ZONE})`;
  const windowStart = sql`((date_trunc('month', ${local}) - make_interval(months => ${ANALYTICS_MONTHS - 1})) at time zone ${PLATFORM_TIME_ZONE})`;
  const [currencyRow] = await queryRows<{ currency: string }>(
    deps.db,
    sql`select b.currency from bookings b join trips t on t.id = b.trip_id
      where t.tropleader_id = ${guideId}::uuid and b.confirmed_at is not null
      group by b.currency order by count(*) desc, b.currency limit 1`,
  );
  const currency = currencyRow?.currency ?? "EUR";
  const [months, conversion, prices, ratings, popular, best] = await Promise.all([
    queryRows<{ month: string; revenue: number; bookings: number }>(
      deps.db,
      sql`with months as (
          select to_char(generate_series(date_trunc('month', ${local}) - make_interval(months => ${ANALYTICS_MONTHS - 1}),
            date_trunc('month', ${local}), interval '1 month'), 'YYYY-MM') as month
        ),
        paid as (
          select to_char(b.confirmed_at at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM') as month,
            b.tropleader_amount_cents as amount, b.currency
          from bookings b join trips t on t.id = b.trip_id
          where t.tropleader_id = ${guideId}::uuid and b.confirmed_at >= ${windowStart}
        )
        select m.month,
          coalesce(sum(p.amount) filter (where p.currency = ${currency}), 0)::int as revenue,
          count(p.month)::int as bookings
        from months m left join paid p on p.month = m.month
        group by m.month order by m.month`,
    ),
    queryRows<{ trip_id: string; title: string; visitors: number; bookings: number }>(
      deps.db,
      sql`select t.id as trip_id, t.title,
          (select count(distinct coalesce(v.viewer_id::text, v.visitor_hash || v.viewed_on::text))
            from trip_views v where v.trip_id = t.id
              and v.viewed_on >= (${windowStart} at time zone ${PLATFORM_TIME_ZONE})::date)::int as visitors,
          (select count(*) from bookings b where b.trip_id = t.id and b.confirmed_at >= ${windowStart})::int
            as bookings
        from trips t where t.tropleader_id = ${guideId}::uuid and t.status = 'approved'
        order by t.title`,
    ),
    queryRows<{ this_month: number | null; last_month: number | null }>(
      deps.db,
      sql`select
          avg(b.total_amount_cents) filter (where b.confirmed_at >= (date_trunc('month', ${local}) at time zone ${PLATFORM_TIME_ZONE}))::float8 as this_month,
          avg(b.total_amount_cents) filter (where b.confirmed_at >= ((date_trunc('month', ${local}) - interval '1 month') at time zone ${PLATFORM_TIME_ZONE})
            and b.confirmed_at < (date_trunc('month', ${local}) at time zone ${PLATFORM_TIME_ZONE}))::float8 as last_month
        from bookings b join trips t on t.id = b.trip_id
        where t.tropleader_id = ${guideId}::uuid and b.confirmed_at is not null and b.currency = ${currency}`,
    ),
    queryRows<{ rating: number; n: number }>(
      deps.db,
      sql`select r.rating, count(*)::int as n from reviews r
        where r.tropleader_id = ${guideId}::uuid group by r.rating`,
    ),
    queryRows<{ title: string; n: number; total: number }>(
      deps.db,
      sql`select t.title, count(*)::int as n, sum(count(*)) over ()::int as total
        from bookings b join trips t on t.id = b.trip_id
        where t.tropleader_id = ${guideId}::uuid and b.status in ('confirmed', 'completed')
        group by t.id, t.title order by n desc, t.title limit 1`,
    ),
    queryRows<{ month: string; n: number }>(
      deps.db,
      sql`select to_char(b.confirmed_at at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM') as month, count(*)::int as n
        from bookings b join trips t on t.id = b.trip_id
        where t.tropleader_id = ${guideId}::uuid and b.confirmed_at is not null
        group by 1 order by n desc, month desc limit 1`,
    ),
  ]);

  const trips: TripConversion[] = conversion.map((c) => ({
    tripId: c.trip_id,
    title: c.title,
    visitors: Number(c.visitors),
    bookings: Number(c.bookings),
    percent: share(Number(c.bookings), Number(c.visitors)),
  }));
  const visitors = trips.reduce((n, t) => n + t.visitors, 0);
  const booked = trips.reduce((n, t) => n + t.bookings, 0);
  const overallPercent = share(booked, visitors);
  const opportunity = trips
    .filter((t) => t.visitors >= OPPORTUNITY_MIN_VISITORS && (t.percent ?? 0) < (overallPercent ?? 0))
    .sort((a, b) => b.visitors - a.visitors)[0];
  const thisMonth = prices[0]?.this_month == null ? null : Math.round(Number(prices[0].this_month));
  const lastMonth = prices[0]?.last_month == null ? null : Math.round(Number(prices[0].last_month));
  const top = popular[0];
  return {
    currency,
    months: months.map((m) => ({
      month: m.month,
      revenueCents: Number(m.revenue),
      bookings: Number(m.bookings),
    })),
    conversion: { overall: { visitors, bookings: booked, percent: overallPercent }, trips },
    averagePrice: {
      thisMonthCents: thisMonth,
      lastMonthCents: lastMonth,
      changePercent: thisMonth !== null && lastMonth !== null ? percentChange(thisMonth, lastMonth) : null,
    },
    ratings: ([5, 4, 3, 2, 1] as const).map((stars) => ({
      stars,
      count: Number(ratings.find((r) => Number(r.rating) === stars)?.n ?? 0),
    })),
    insights: {
      popularTrip: top
        ? { title: top.title, sharePercent: share(Number(top.n), Number(top.total)) ?? 0 }
        : null,
      bestMonth: best[0] ? { month: best[0].month, bookings: Number(best[0].n) } : null,
      opportunity: opportunity
        ? { title: opportunity.title, visitors: opportunity.visitors, percent: opportunity.percent }
        : null,
    },
  };
}
