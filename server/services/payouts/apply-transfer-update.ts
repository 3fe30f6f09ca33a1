import { eq, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { payouts } from "../../db/schema/bookings.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";

/**
 * A provider event about a transfer (issue 13), safe in any order: found by the payout id it carries (or the
 * transfer id), a reversal is final (reversed), and news that a transfer exists marks a payout still being
 * processed as paid, so an event arriving before the job recorded its own answer loses nothing. The ledger
 * gets the transfer and the reversal once each, whatever the order.
 */
export async function applyTransferUpdate(
  tx: Tx,
  data: { transferId: string; payoutId: string | null; reversed: boolean },
  now: Date,
): Promise<void> {
  const match = or(
    eq(payouts.providerTransferId, data.transferId),
    data.payoutId && /^[0-9a-f-]{36}$/i.test(data.payoutId) ? eq(payouts.id, data.payoutId) : undefined,
  );
  const changed = await tx
    .update(payouts)
    .set(
      data.reversed
        ? {
            status: "reversed",
            reversedAt: sql`coalesce(${payouts.reversedAt}, ${now.toISOString()}::timestamptz)`,
            providerTransferId: sql`coalesce(${payouts.providerTransferId}, ${data.transferId})`,
            lockedAt: null,
          }
        : {
            status: sql`case when ${payouts.status} in ('processing', 'scheduled', 'failed') then 'paid' else ${payouts.status} end`,
            providerTransferId: sql`coalesce(${payouts.providerTransferId}, ${data.transferId})`,
            paidAt: sql`coalesce(${payouts.paidAt}, ${now.toISOString()}::timestamptz)`,
          },
    )
    .where(match)
    .returning();
  for (const p of changed) {
    // What went out: fixed at the claim, or the share less what it netted when the event came first.
    const sent = p.netCents ?? p.amountCents - p.deductedCents;
    const base = {
      bookingId: p.bookingId,
      amountCents: sent,
      currency: p.currency,
      sourceId: p.id,
      createdAt: now,
    };
    if (p.status === "paid" || p.status === "reversed") {
      await recordLedgerEntries(tx, [{ ...base, kind: "transfer" }]);
    }
    if (p.status === "reversed") await recordLedgerEntries(tx, [{ ...base, kind: "reversal" }]);
  }
}
