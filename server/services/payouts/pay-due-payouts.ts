import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  PAYOUT_AMBIGUOUS_RETRY_MS,
  PAYOUT_MAX_ATTEMPTS,
  PAYOUT_STALE_CLAIM_MS,
  payoutIdempotencyKey,
  payoutRetryDelayMs,
} from "#core/rules/payout-retry";
import { ProviderRefusedError } from "../../adapters/payments/payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { payouts } from "../../db/schema/bookings.ts";
import { users } from "../../db/schema/users.ts";
import { recordLedgerEntries } from "../ledger/record-ledger-entry.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { notify } from "../notifications/notify.ts";
import { type ClaimedPayout, claimDuePayout } from "./claim-due-payout.ts";

export type PayoutRunSummary = { paid: number; awaiting: number; retrying: number; failed: number };

/**
 * The payout job (issue 13): transfers every due payout to its tropleader's connected account, one at a time,
 * each claimed by exactly one instance. A guide without an enabled account waits (awaiting_onboarding: the
 * account.updated event puts the payout back in line); a payout whose net is 0 (all netted against debts) is
 * paid without a transfer. The transfer runs outside any transaction; its outcome is recorded after.
 */
export async function payDuePayouts(
  deps: AppDeps,
  options: { now?: Date; tropleaderId?: string; limit?: number } = {},
): Promise<PayoutRunSummary> {
  const now = options.now ?? new Date();
  const summary: PayoutRunSummary = { paid: 0, awaiting: 0, retrying: 0, failed: 0 };
  await releaseStaleClaims(deps, now);
  const notified: string[] = [];
  for (let i = 0; i < (options.limit ?? 200); i++) {
    const payout = await deps.db.transaction((tx) => claimDuePayout(tx, now, options.tropleaderId ?? null));
    if (!payout) break;
    const outcome = await payOne(deps, payout, now);
    summary[outcome]++;
    if (outcome === "paid" && payout.net_cents > 0) notified.push(payout.tropleader_id);
  }
  await announceNotifications(deps, notified);
  return summary;
}

async function payOne(deps: AppDeps, payout: ClaimedPayout, now: Date): Promise<keyof PayoutRunSummary> {
  if (!payout.account_id || !payout.account_enabled) {
    await deps.db
      .update(payouts)
      .set({ status: "awaiting_onboarding", lockedAt: null })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, "processing")));
    return "awaiting";
  }
  if (payout.net_cents === 0) {
    await markPaid(deps, payout, null, now);
    return "paid";
  }
  try {
    const transfer = await deps.payments.transfer({
      accountId: payout.account_id,
      amountCents: payout.net_cents,
      currency: payout.currency,
      idempotencyKey: payoutIdempotencyKey(payout.id, payout.attempts),
      transferGroup: payout.reference,
      ...(payout.provider_payment_id ? { sourcePaymentId: payout.provider_payment_id } : {}),
      metadata: { payoutId: payout.id, bookingReference: payout.reference },
    });
    await markPaid(deps, payout, transfer.id, now);
    return "paid";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof ProviderRefusedError)) {
      // Maybe it happened: try again soon with the same key, so the provider answers that transfer.
      deps.logger.warn("payout transfer interrupted", { payoutId: payout.id, error: message });
      await deps.db
        .update(payouts)
        .set({
          status: "scheduled",
          lockedAt: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + PAYOUT_AMBIGUOUS_RETRY_MS),
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, "processing")));
      return "retrying";
    }
    const refusals = payout.attempts + 1;
    const failed = refusals >= PAYOUT_MAX_ATTEMPTS;
    deps.logger.error("payout refused by the provider", { payoutId: payout.id, refusals, error: message });
    await deps.db.transaction(async (tx) => {
      await tx
        .update(payouts)
        .set({
          status: failed ? "failed" : "scheduled",
          attempts: refusals,
          lockedAt: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: failed ? null : new Date(now.getTime() + payoutRetryDelayMs(refusals)),
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, "processing")));
      if (failed) await tellAdminsOfFailure(tx, payout, now);
    });
    return failed ? "failed" : "retrying";
  }
}

async function markPaid(deps: AppDeps, payout: ClaimedPayout, transferId: string | null, now: Date) {
  await deps.db.transaction(async (tx) => {
    // A transfer event may have arrived first (out of order) and said more (reversed): never undo it.
    const [updated] = await tx
      .update(payouts)
      .set({
        status: sql`case when ${payouts.status} = 'processing' then 'paid' else ${payouts.status} end`,
        providerTransferId: transferId,
        paidAt: sql`coalesce(${payouts.paidAt}, ${now.toISOString()}::timestamptz)`,
        lockedAt: null,
        lastError: null,
        nextAttemptAt: null,
      })
      .where(eq(payouts.id, payout.id))
      .returning({ status: payouts.status });
    if (updated?.status === "paid") {
      await recordLedgerEntries(tx, [
        {
          bookingId: payout.booking_id,
          kind: "transfer",
          amountCents: payout.net_cents,
          currency: payout.currency,
          sourceId: payout.id,
          createdAt: now,
        },
      ]);
    }
    if (updated?.status === "paid" && payout.net_cents > 0) {
      await notify(
        tx,
        payout.tropleader_id,
        "payout_paid",
        {
          tripTitle: payout.trip_title,
          tripId: payout.trip_id,
          reference: payout.reference,
          amountCents: payout.net_cents,
          currency: payout.currency,
        },
        now,
      );
    }
  });
}

async function tellAdminsOfFailure(
  tx: Parameters<typeof notify>[0],
  payout: ClaimedPayout,
  now: Date,
): Promise<void> {
  const [guide] = await tx.select({ name: users.name }).from(users).where(eq(users.id, payout.tropleader_id));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.suspendedAt)));
  await notify(
    tx,
    admins.map((a) => a.id),
    "payout_failed",
    {
      tropleaderName: guide?.name ?? "",
      reference: payout.reference,
      amountCents: payout.net_cents,
      currency: payout.currency,
    },
    now,
  );
}

/** Claims left by an instance that died mid-transfer go back in line with the same key (no double payment). */
async function releaseStaleClaims(deps: AppDeps, now: Date): Promise<void> {
  await deps.db
    .update(payouts)
    .set({ status: "scheduled", lockedAt: null })
    .where(
      and(
        inArray(payouts.status, ["processing"]),
        lt(payouts.lockedAt, new Date(now.getTime() - PAYOUT_STALE_CLAIM_MS)),
      ),
    );
}
