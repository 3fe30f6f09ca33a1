import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { payouts, tropleaderDebts } from "../../db/schema/bookings.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";

export type ClaimedPayout = {
  id: string;
  tropleader_id: string;
  booking_id: string;
  amount_cents: number;
  deducted_cents: number;
  net_cents: number;
  currency: string;
  attempts: number;
  reference: string;
  trip_title: string;
  trip_id: string;
  provider_payment_id: string | null;
  account_id: string | null;
  account_enabled: boolean;
};

/**
 * Claims the next due payout (FOR UPDATE SKIP LOCKED: two instances never claim the same one) and marks it
 * processing. Due means: scheduled, its date and any back-off passed, and its departure not cancelled. The
 * first claim fixes what it sends: the share minus what the guide owes from refunds granted after earlier
 * payouts (oldest debts first), so a retry sends the same amount under the same key.
 */
export async function claimDuePayout(
  tx: Tx,
  now: Date,
  tropleaderId: string | null,
): Promise<ClaimedPayout | null> {
  const at = now.toISOString();
  const [claimed] = await queryRows<ClaimedPayout>(
    tx,
    sql`
    with next as (
      select p.id from payouts p
      join bookings b on b.id = p.booking_id
      join trip_departures d on d.id = b.departure_id
      where p.status = 'scheduled'
        and p.scheduled_for <= ${at}::timestamptz
        and coalesce(p.next_attempt_at, p.scheduled_for) <= ${at}::timestamptz
        and d.status <> 'cancelled'
        ${tropleaderId ? sql`and p.tropleader_id = ${tropleaderId}` : sql``}
      order by p.scheduled_for, p.id
      limit 1
      for update of p skip locked
    )
    update payouts set status = 'processing', locked_at = ${at}::timestamptz
    from next, bookings b, trips t, tropleader_profiles tp
    where payouts.id = next.id and b.id = payouts.booking_id and t.id = b.trip_id
      and tp.user_id = payouts.tropleader_id
    returning payouts.id, payouts.tropleader_id, payouts.booking_id, payouts.amount_cents,
      payouts.deducted_cents, coalesce(payouts.net_cents, -1) as net_cents, payouts.currency, payouts.attempts,
      b.booking_reference as reference, t.title as trip_title, t.id as trip_id,
      (select provider_payment_id from payments pm where pm.booking_id = b.id and pm.status in ('paid', 'refunded')
        order by pm.paid_at desc nulls last limit 1) as provider_payment_id,
      tp.stripe_account_id as account_id,
      (tp.stripe_account_enabled and tp.stripe_onboarding_complete) as account_enabled`,
  );
  if (!claimed) return null;
  if (claimed.net_cents < 0) {
    const deducted = await nettDebts(tx, claimed, now);
    claimed.deducted_cents = deducted;
    claimed.net_cents = claimed.amount_cents - deducted;
    await tx
      .update(payouts)
      .set({ deductedCents: deducted, netCents: claimed.net_cents })
      .where(eq(payouts.id, claimed.id));
    await recordLedgerEntries(tx, [
      {
        bookingId: claimed.booking_id,
        kind: "debt_settlement",
        amountCents: deducted,
        currency: claimed.currency,
        sourceId: claimed.id,
        createdAt: now,
      },
    ]);
  }
  return claimed;
}

/** Takes what the guide owes (same currency, oldest first) out of this payout, up to its amount. */
async function nettDebts(tx: Tx, payout: ClaimedPayout, now: Date): Promise<number> {
  const debts = await tx
    .select({ id: tropleaderDebts.id, remaining: tropleaderDebts.remainingCents })
    .from(tropleaderDebts)
    .where(
      and(
        eq(tropleaderDebts.tropleaderId, payout.tropleader_id),
        eq(tropleaderDebts.currency, payout.currency),
        gt(tropleaderDebts.remainingCents, 0),
      ),
    )
    .orderBy(asc(tropleaderDebts.createdAt))
    .for("update");
  let left = payout.amount_cents;
  for (const debt of debts) {
    if (left === 0) break;
    const take = Math.min(left, debt.remaining);
    left -= take;
    await tx
      .update(tropleaderDebts)
      .set({ remainingCents: debt.remaining - take, settledAt: debt.remaining === take ? now : null })
      .where(eq(tropleaderDebts.id, debt.id));
  }
  return payout.amount_cents - left;
}
