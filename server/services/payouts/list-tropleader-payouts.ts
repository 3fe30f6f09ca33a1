import { type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { decodeCursor, encodeCursor, type KeysetCursor } from "../../lib/keyset-cursor.ts";
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
  /** The soonest upcoming payouts (at most UPCOMING_SHOWN), and how many there are in all. */
  upcoming: TropleaderPayoutRow[];
  upcomingCount: number;
  /** One page of the paid and reversed ones, newest first. */
  history: TropleaderPayoutRow[];
  /** The cursors of the history's pages either side (`?antes=` / `?despues=`), null at either end. */
  newer: string | null;
  older: string | null;
  /** Per currency: what is still to come and what was paid. */
  totals: { currency: string; upcomingCents: number; paidCents: number }[];
  /** What the guide owes from refunds granted after a payout, still to be netted. */
  owed: { currency: string; cents: number }[];
};

const UPCOMING = sql`('scheduled', 'awaiting_onboarding', 'processing', 'failed')`;
export const PAYOUT_HISTORY_PAGE_SIZE = 20;
/** Upcoming payouts shown on the page, soonest first; the rest are in the totals and the CSV export. */
export const UPCOMING_SHOWN = 50;

/** When a payout of the history happened: paid, or reversed before its payment was confirmed. */
const historyKey = sql`coalesce(p.paid_at, p.reversed_at, p.scheduled_for)`;

/** The history's place from the URL (`?despues=` older than / `?antes=` newer than a payout); tampered: none. */
export function readPayoutHistoryPlace(params: URLSearchParams): {
  after: KeysetCursor | null;
  before: KeysetCursor | null;
} {
  return {
    after: decodeCursor(params.get("despues"), "uuid"),
    before: decodeCursor(params.get("antes"), "uuid"),
  };
}

/**
 * Cobros (issue 13): the signed-in guide's payouts, one per booking, with the money behind each (gross,
 * refunds, commission, net). Upcoming ones by date; the paid and reversed ones newest first, a page at a time
 * by keyset on (when, id) through payouts_history_idx (issue 37); the totals summed in the database.
 */
export async function listTropleaderPayouts(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  place: ReturnType<typeof readPayoutHistoryPlace> = { after: null, before: null },
  { pageSize = PAYOUT_HISTORY_PAGE_SIZE, upcomingShown = UPCOMING_SHOWN } = {},
): Promise<TropleaderPayouts> {
  const guideId = assertTropleader(actor);
  const cursor = place.after ?? place.before;
  const backwards = !place.after && place.before !== null;
  const past = cursor
    ? backwards
      ? sql` and (${historyKey}, p.id) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
      : sql` and (${historyKey}, p.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const direction = backwards ? sql`asc` : sql`desc`;
  const [upcoming, found, totals, owed] = await Promise.all([
    guidePayoutRows(deps, guideId, {
      where: sql`p.status in ${UPCOMING}`,
      order: sql`p.scheduled_for, b.booking_reference`,
      limit: upcomingShown,
    }),
    guidePayoutRows(deps, guideId, {
      where: sql`p.status in ('paid', 'reversed')${past}`,
      order: sql`${historyKey} ${direction}, p.id ${direction}`,
      limit: pageSize + 1,
    }),
    queryRows<{ currency: string; upcomingCents: number; paidCents: number; upcomingCount: number }>(
      deps.db,
      sql`select p.currency, count(*) filter (where p.status in ${UPCOMING})::int as "upcomingCount",
          coalesce(sum(coalesce(p.net_cents, p.amount_cents - p.deducted_cents))
            filter (where p.status in ${UPCOMING}), 0)::bigint as "upcomingCents",
          coalesce(sum(coalesce(p.net_cents, p.amount_cents - p.deducted_cents))
            filter (where p.status = 'paid'), 0)::bigint as "paidCents"
        from payouts p where p.tropleader_id = ${guideId} and p.status not in ('cancelled', 'reversed')
        group by p.currency order by p.currency`,
    ),
    queryRows<{ currency: string; cents: number }>(
      deps.db,
      sql`select currency, sum(remaining_cents)::int as cents from tropleader_debts
        where tropleader_id = ${guideId} and remaining_cents > 0 group by currency order by currency`,
    ),
  ]);
  const more = found.length > pageSize;
  // Paged back to the newest, or past the end: the first page, whole.
  if ((backwards && !more) || (cursor && found.length === 0)) {
    return listTropleaderPayouts(deps, actor, { after: null, before: null }, { pageSize, upcomingShown });
  }
  const history = found.slice(0, pageSize);
  if (backwards) history.reverse();
  const keyOf = (row: (typeof history)[number] | undefined) =>
    row ? encodeCursor(row.historyKey, row.id) : null;
  return {
    upcoming: upcoming.map(withoutKey),
    upcomingCount: totals.reduce((n, x) => n + Number(x.upcomingCount), 0),
    history: history.map(withoutKey),
    newer: cursor ? keyOf(history[0]) : null,
    older: backwards || more ? keyOf(history.at(-1)) : null,
    totals: totals.map((x) => ({
      currency: x.currency,
      upcomingCents: Number(x.upcomingCents),
      paidCents: Number(x.paidCents),
    })),
    owed,
  };
}

const withoutKey = ({ historyKey: _, ...row }: TropleaderPayoutRow & { historyKey: string }) => row;

/**
 * The guide's payouts with their booking's figures: every one but the cancelled (what the CSV export streams),
 * or those `where` picks, in `order`, at most `limit`. `historyKey` is the history's keyset key at full precision.
 */
export async function guidePayoutRows(
  deps: Pick<AppDeps, "db">,
  guideId: string,
  part: { where?: SQL; order?: SQL; limit?: number } = {},
): Promise<(TropleaderPayoutRow & { historyKey: string })[]> {
  return queryRows<TropleaderPayoutRow & { historyKey: string }>(
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
      coalesce(p.net_cents, p.amount_cents - p.deducted_cents) as "netCents",
      ${historyKey}::text as "historyKey"
    from payouts p
    join bookings b on b.id = p.booking_id
    join trips t on t.id = b.trip_id
    join trip_departures d on d.id = b.departure_id
    join users u on u.id = b.user_id
    where p.tropleader_id = ${guideId} and p.status <> 'cancelled'${part.where ? sql` and ${part.where}` : sql``}
    order by ${part.order ?? sql`p.scheduled_for, b.booking_reference`}
    ${part.limit ? sql`limit ${part.limit}` : sql``}`,
  ).then((rows) =>
    rows.map((r) => ({
      ...r,
      scheduledFor: new Date(r.scheduledFor).toISOString(),
      paidAt: r.paidAt ? new Date(r.paidAt).toISOString() : null,
    })),
  );
}
