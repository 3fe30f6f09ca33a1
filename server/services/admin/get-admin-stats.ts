import { sql } from "drizzle-orm";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertAdmin } from "./assert-admin.ts";

/** Money per currency (bookings keep the currency they were paid in). */
export type Revenue = { currency: string; grossCents: number; commissionCents: number };

export type AdminStats = {
  totals: { users: number; trips: number; bookings: number };
  /** Gross booking value and the platform's commission, both net of refunds, of every paid booking. */
  revenue: Revenue[];
  /** The same for bookings paid since the first day of this month (platform time zone). */
  monthlyRevenue: Revenue[];
  newUsersWeek: number;
  pending: { tropleaders: number; trips: number; verifications: number };
};

/**
 * The panel's top figures and the Resumen numbers (doc 2 §2, §3 admin statistics), all from the database.
 * A paid booking keeps, after any refund, `commission_cents + tropleader_amount_cents` = what was kept, so the
 * sums are net of refunds by construction (cancel-booking.ts rewrites both on a refund).
 */
export async function getAdminStats(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
): Promise<AdminStats> {
  assertAdmin(actor);
  const monthStart = sql`(date_trunc('month', now() at time zone ${PLATFORM_TIME_ZONE}) at time zone ${PLATFORM_TIME_ZONE})`;
  const revenueOf = (since: ReturnType<typeof sql> | null) =>
    queryRows<{ currency: string; gross: number; commission: number }>(
      deps.db,
      sql`select currency,
          coalesce(sum(commission_cents + tropleader_amount_cents), 0)::int as gross,
          coalesce(sum(commission_cents), 0)::int as commission
        from bookings
        where commission_cents is not null and confirmed_at is not null
          ${since ? sql`and confirmed_at >= ${since}` : sql``}
        group by currency order by gross desc`,
    );
  const [[counts], revenue, monthly] = await Promise.all([
    queryRows<{
      users: number;
      trips: number;
      bookings: number;
      new_users: number;
      pending_tropleaders: number;
      pending_trips: number;
      pending_verifications: number;
    }>(
      deps.db,
      sql`select
        (select count(*) from users)::int as users,
        (select count(*) from trips)::int as trips,
        (select count(*) from bookings where confirmed_at is not null)::int as bookings,
        (select count(*) from users where created_at >= now() - interval '7 days')::int as new_users,
        (select count(*) from users where role = 'tropleader' and not is_approved and email_verified)::int
          as pending_tropleaders,
        (select count(*) from trips where status = 'pending')::int as pending_trips,
        (select count(*) from users where identity_status = 'pending')::int as pending_verifications`,
    ),
    revenueOf(null),
    revenueOf(monthStart),
  ]);
  const money = (rows: typeof revenue): Revenue[] =>
    rows.map((r) => ({
      currency: r.currency,
      grossCents: Number(r.gross),
      commissionCents: Number(r.commission),
    }));
  return {
    totals: { users: counts?.users ?? 0, trips: counts?.trips ?? 0, bookings: counts?.bookings ?? 0 },
    revenue: money(revenue),
    monthlyRevenue: money(monthly),
    newUsersWeek: counts?.new_users ?? 0,
    pending: {
      tropleaders: counts?.pending_tropleaders ?? 0,
      trips: counts?.pending_trips ?? 0,
      verifications: counts?.pending_verifications ?? 0,
    },
  };
}
