import { sql } from "drizzle-orm";
import { retentionCutoffs } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

const BATCH = 500;

/**
 * Retention (issue 15, doc 2 §9): transaction records are kept 7 years for tax and accounting law, then
 * purged. A booking whose trip ended and which was made more than 7 years ago loses its payments, refunds
 * (and their medical certificates, from storage too), payouts, the guide's debts on it and its ledger entries;
 * the booking itself goes too, unless a review stands on it (the review stays, its booking kept with no
 * personal data). Deleted accounts' legal records older than 7 years are emptied. Batches of 500, claimed with
 * SKIP LOCKED so two instances never purge the same rows. Returns how many bookings were purged.
 */
export async function purgeOldTransactions(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  now: Date,
): Promise<number> {
  const { transactionsBefore } = retentionCutoffs(now);
  const cutoff = transactionsBefore.toISOString();
  const result = await deps.db.transaction(async (tx) => {
    const batch = await queryRows<{ id: string }>(
      tx,
      sql`select b.id from bookings b join trip_departures d on d.id = b.departure_id
          where b.created_at < ${cutoff}::timestamptz and d.end_date < ${cutoff.slice(0, 10)}::date
            and (exists (select 1 from payments p where p.booking_id = b.id)
                 or not exists (select 1 from reviews r where r.booking_id = b.id))
          limit ${BATCH} for update of b skip locked`,
    );
    if (!batch.length) return { count: 0, remove: async () => {} };
    const ids = sql.join(
      batch.map((b) => sql`${b.id}::uuid`),
      sql`, `,
    );
    const certificates = await queryRows<{ id: string }>(
      tx,
      sql`select certificate_file_id as id from refunds
          where booking_id in (${ids}) and certificate_file_id is not null`,
    );
    await tx.execute(sql`delete from ledger_entries where booking_id in (${ids})`);
    await tx.execute(sql`delete from tropleader_debts where booking_id in (${ids})`);
    await tx.execute(sql`delete from payouts where booking_id in (${ids})`);
    await tx.execute(sql`delete from refunds where booking_id in (${ids})`);
    await tx.execute(sql`delete from payments where booking_id in (${ids})`);
    await tx.execute(
      sql`delete from bookings b where b.id in (${ids})
          and not exists (select 1 from reviews r where r.booking_id = b.id)`,
    );
    await tx.execute(
      sql`update bookings set emergency_contact = null, dietary_restrictions = null, medical_conditions = null,
            special_requests = null, cancellation_reason = null
          where id in (${ids})`,
    );
    await tx.execute(
      sql`update privacy_requests set legal_record = null
          where kind = 'deletion' and legal_record is not null and created_at < ${cutoff}::timestamptz`,
    );
    await tx.execute(sql`delete from simulated_transfers where created_at < ${cutoff}::timestamptz`);
    return {
      count: batch.length,
      remove: await markFilesDeleted(
        deps,
        tx,
        certificates.map((c) => c.id),
      ),
    };
  });
  await result.remove();
  return result.count;
}
