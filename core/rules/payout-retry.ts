/**
 * How a refused payout is tried again (issue 13): after 1 h, 4 h, 16 h and 64 h; the fifth refusal marks it
 * failed and lists it for an admin. An ambiguous error (a timeout: the transfer may have happened) is retried
 * sooner with the same idempotency key, so the provider answers the first transfer instead of making another.
 */
export const PAYOUT_MAX_ATTEMPTS = 5;
export const PAYOUT_AMBIGUOUS_RETRY_MS = 5 * 60_000;
/** A payout claimed longer ago than this belongs to an instance that died: it is claimed again (same key). */
export const PAYOUT_STALE_CLAIM_MS = 15 * 60_000;

/** The wait after the n-th refusal (n ≥ 1). */
export function payoutRetryDelayMs(refusals: number): number {
  return 3_600_000 * 4 ** Math.max(0, refusals - 1);
}

/** The provider's idempotency key for an attempt: a refusal moves to a new key, anything else keeps it. */
export function payoutIdempotencyKey(payoutId: string, refusals: number): string {
  return `payout_${payoutId}_${refusals}`;
}
