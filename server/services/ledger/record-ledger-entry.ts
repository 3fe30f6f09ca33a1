import type { DbOrTx } from "../../db/client.ts";
import { ledgerEntries } from "../../db/schema/bookings.ts";

export type LedgerEntryInput = typeof ledgerEntries.$inferInsert;

/**
 * Records movements of money in the caller's transaction (they exist only if the movement commits). An entry
 * whose kind and source were already recorded is skipped, so a retried step never counts twice. Zero amounts
 * are not recorded.
 */
export async function recordLedgerEntries(db: DbOrTx, entries: LedgerEntryInput[]): Promise<void> {
  const rows = entries.filter((e) => e.amountCents !== 0);
  if (!rows.length) return;
  await db
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({ target: [ledgerEntries.kind, ledgerEntries.sourceId] });
}
