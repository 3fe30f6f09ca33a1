import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { assertTropleader } from "../tropleader/tropleader-scope.ts";

export type TropleaderPayoutRow = {
  id: string;
  status: "scheduled" | "awaiting_onboarding" | "processing" | "paid" | "failed" | "cancelled" | "reversed";
  scheduledFor: string;
  paidAt: string | null;
  reference: string;
  tripTitle: string;
  startDate: string;
  travellerName: string;
  currency: string;
  /** What the traveller paid. */
  grossCents: number;
  refundedCents: number;
  commissionCents: number;
  /** The guide's share of what the platform kept. */
  shareCents: number;
  /** Debts from earlier refunds netted from this payout. */
  deductedCents: number;
  netCents: number;
};

export type TropleaderPayouts = {
  upcoming: TropleaderPayoutRow[];
  history: TropleaderPayoutRow[];
  /** Per currency: what is still to come and what was paid. */
  totals: { currency: string; upcomingCents: number; paidCents: number }[];
  /** What the guide owes from refunds granted after a payout, still to be netted. */
  owed: { currency: string; cents: number }[];
};

const UPCOMING = ["scheduled", "awaiting_onboarding", "processing", "failed"];

/**
 * Cobros (issue 13): the signed-in guide's payouts, one per booking, with the money behind each (gross,
 * refunds, commission, net). Upcoming ones by date; paid and reversed ones newest first.
 */
export async function listTropleaderPayouts(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
): Promise<TropleaderPayouts> {
  const guideId = assertTropleader(actor);
  const rows = await guidePayoutRows(deps, guideId);
  const upcoming = rows.filter((r) => UPCOMING.includes(r.status));
  const history = rows
    .filter((r) => r.status === "paid" || r.status === "reversed")
    .sort((a, b) => (b.paidAt ?? "").localeCompare(a.paidAt ?? ""));
  const totals = new Map<string, { currency: string; upcomingCents: number; paidCents: number }>();
  for (const r of [...upcoming, ...history]) {
    const t = totals.get(r.currency) ?? { currency: r.currency, upcomingCents: 0, paidCents: 0 };
    if (r.status === "paid") t.paidCents += r.netCents;
    else if (r.status !== "reversed") t.upcomingCents += r.netCents;
    totals.set(r.currency, t);
  }
  const owed = await queryRows<{ currency: string; cents: number }>(
    deps.db,
    sql`select currency, sum(remaining_cents)::int as cents from tropleader_debts
        where tropleader_id = ${guideId} and remaining_cents > 0 group by currency order by currency`,
  );
  return { upcoming, history, totals: [...totals.values()], owed };
}

/** Every payout of the guide with its booking's figures (also what the CSV export streams). */
export async function guidePayoutRows(
  deps: Pick<AppDeps, "db">,
  guideId: string,
): Promise<TropleaderPayoutRow[]> {
  return queryRows<TropleaderPayoutRow>(
    deps.db,
    sql`
    select p.id, p.status, p.scheduled_for as "scheduledFor", p.paid_at as "paidAt",
      b.booking_reference as reference, t.title as "tripTitle", d.start_date::text as "startDate",
      u.name as "travellerName", p.currency,
      b.total_amount_cents as "grossCents",
      coalesce((select sum(r.amount_cents) from refunds r where r.booking_id = b.id and r.status <> 'failed'), 0)::int
        as "refundedCents",
      coalesce(b.commission_cents, 0) as "commissionCents",
      p.amount_cents as "shareCents", p.deducted_cents as "deductedCents",
      coalesce(p.net_cents, p.amount_cents - p.deducted_cents) as "netCents"
    from payouts p
    join bookings b on b.id = p.booking_id
    join trips t on t.id = b.trip_id
    join trip_departures d on d.id = b.departure_id
    join users u on u.id = b.user_id
    where p.tropleader_id = ${guideId} and p.status <> 'cancelled'
    order by p.scheduled_for, b.booking_reference`,
  ).then((rows) =>
    rows.map((r) => ({
      ...r,
      scheduledFor: new Date(r.scheduledFor).toISOString(),
      paidAt: r.paidAt ? new Date(r.paidAt).toISOString() : null,
    })),
  );
}
