import { eq } from "drizzle-orm";
import { splitCommission } from "#core/rules/commission";
import type { Tx } from "../../db/client.ts";
import { payouts, refunds, tropleaderDebts } from "../../db/schema/bookings.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";
import { syncGroupMembers } from "../messaging/sync-group-members.ts";
import { BOOKING_JOBS } from "./booking-jobs.ts";
import { cancelPaidBookingRow } from "./booking-transitions.ts";
import type { BookingContext } from "./load-booking-context.ts";

export type PaidCancellation = {
  paymentId: string | null;
  paidCents: number;
  refundCents: number;
  percent: number;
  reason: "traveller_cancellation" | "tropleader_cancellation" | "medical" | "travel_restriction";
  now: Date;
  /** A medical refund's certificate (private file). */
  certificateFileId?: string | null;
  /** The admin who granted the refund (admin refunds). */
  issuedBy?: string | null;
};

/**
 * What cancelling a paid booking does, whoever cancels it (the traveller by tier, an admin for a medical
 * emergency or a travel restriction), inside the caller's transaction on a locked booking: the booking is
 * cancelled with what the platform keeps split again into commission and the tropleader's share, its seats
 * return to the departure, the tropleader's payout shrinks to that share (or is cancelled), the refund is
 * recorded and queued for the payment provider (a job with the provider's idempotency), and the traveller
 * leaves the departure's group chat. Returns the refund's id (null when nothing is refunded).
 */
export async function cancelPaidBooking(
  tx: Tx,
  ctx: BookingContext,
  c: PaidCancellation,
): Promise<string | null> {
  const { booking } = ctx;
  if (c.refundCents < 0 || c.refundCents > c.paidCents) {
    throw new AppError("conflict", "booking:errors.notCancellable", {}, "refund beyond what was paid");
  }
  const keptCents = c.paidCents - c.refundCents;
  const kept = splitCommission(keptCents, booking.commissionRate ?? 0);
  await cancelPaidBookingRow(
    tx,
    booking,
    {
      paymentStatus: c.refundCents === 0 ? "paid" : keptCents === 0 ? "refunded" : "partially_refunded",
      reason: c.reason,
      commissionCents: kept.commissionCents,
      tropleaderCents: kept.tropleaderCents,
    },
    c.now,
  );
  await recordLedgerEntries(tx, [
    {
      bookingId: booking.id,
      kind: "commission",
      amountCents: kept.commissionCents - (booking.commissionCents ?? 0),
      currency: booking.currency,
      sourceId: `cancel:${booking.id}`,
      createdAt: c.now,
    },
  ]);
  await adjustPayout(tx, booking, kept.tropleaderCents, c.now);

  let refundId: string | null = null;
  if (c.refundCents > 0) {
    if (!c.paymentId) {
      throw new AppError(
        "conflict",
        "booking:errors.notCancellable",
        {},
        "paid booking without a payment row",
      );
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        bookingId: booking.id,
        paymentId: c.paymentId,
        amountCents: c.refundCents,
        currency: booking.currency,
        percent: c.percent,
        reason: c.reason,
        status: "pending",
        certificateFileId: c.certificateFileId ?? null,
        issuedBy: c.issuedBy ?? null,
        createdAt: c.now,
      })
      .returning({ id: refunds.id });
    refundId = refund!.id;
    await recordLedgerEntries(tx, [
      {
        bookingId: booking.id,
        kind: "refund",
        amountCents: c.refundCents,
        currency: booking.currency,
        sourceId: refundId,
        createdAt: c.now,
      },
    ]);
    await enqueueJob(tx, BOOKING_JOBS.processRefund, { refundId }, { dedupeKey: `refund:${refundId}` });
  }
  await syncGroupMembers(tx, booking.departureId);
  return refundId;
}

/**
 * The tropleader's payout follows what the booking keeps. Not yet sent: it shrinks (or is cancelled), and
 * any debt it had netted goes back to the guide's open debts. Already sent (or being sent): the difference
 * becomes a debt netted from the guide's next payouts (issue 13).
 */
async function adjustPayout(
  tx: Tx,
  booking: BookingContext["booking"],
  keptShareCents: number,
  now: Date,
): Promise<void> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.bookingId, booking.id)).for("update");
  if (!payout || payout.amountCents <= keptShareCents) return;
  if (
    payout.status === "scheduled" ||
    payout.status === "awaiting_onboarding" ||
    payout.status === "failed"
  ) {
    await tx
      .update(payouts)
      .set({
        ...(keptShareCents === 0 ? { status: "cancelled" as const } : {}),
        amountCents: keptShareCents,
        deductedCents: 0,
        netCents: null,
      })
      .where(eq(payouts.id, payout.id));
    if (payout.deductedCents > 0) await owe(tx, payout, payout.deductedCents, now);
    return;
  }
  if (payout.status === "paid" || payout.status === "processing") {
    await owe(tx, payout, payout.amountCents - keptShareCents, now);
  }
}

async function owe(tx: Tx, payout: typeof payouts.$inferSelect, cents: number, now: Date) {
  const [debt] = await tx
    .insert(tropleaderDebts)
    .values({
      tropleaderId: payout.tropleaderId,
      bookingId: payout.bookingId,
      amountCents: cents,
      remainingCents: cents,
      currency: payout.currency,
      createdAt: now,
    })
    .returning({ id: tropleaderDebts.id });
  await recordLedgerEntries(tx, [
    {
      bookingId: payout.bookingId,
      kind: "debt",
      amountCents: cents,
      currency: payout.currency,
      sourceId: debt!.id,
      createdAt: now,
    },
  ]);
}
