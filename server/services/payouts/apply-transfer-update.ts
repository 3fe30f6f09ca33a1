import { eq, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { payouts } from "../../db/schema/bookings.ts";

/**
 * A provider event about a transfer (issue 13), safe in any order: found by the payout id it carries (or the
 * transfer id), a reversal is final (reversed), and news that a transfer exists marks a payout still being
 * processed as paid, so an event arriving before the job recorded its own answer loses nothing.
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
  if (data.reversed) {
    await tx
      .update(payouts)
      .set({
        status: "reversed",
        reversedAt: now,
        providerTransferId: sql`coalesce(${payouts.providerTransferId}, ${data.transferId})`,
        lockedAt: null,
      })
      .where(match);
    return;
  }
  await tx
    .update(payouts)
    .set({
      status: sql`case when ${payouts.status} in ('processing', 'scheduled', 'failed') then 'paid' else ${payouts.status} end`,
      providerTransferId: sql`coalesce(${payouts.providerTransferId}, ${data.transferId})`,
      paidAt: sql`coalesce(${payouts.paidAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(match);
}
