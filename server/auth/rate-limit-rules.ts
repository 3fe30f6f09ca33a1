/** A fixed window: at most `max` attempts per `windowSec` seconds for one key. */
export type RateLimitRule = { windowSec: number; max: number };

/**
 * Limits on the account actions (brute force, mass sign-ups, reset-email flooding). Per address+email for
 * the targeted ones, plus a looser per-address cap. No window may exceed AUTH_RATE_LIMIT_LONGEST_WINDOW_SEC
 * (rows older than that are purged: purge-expired-rate-limits.ts).
 */
export const AUTH_RATE_LIMITS = {
  signInPerAccount: { windowSec: 60, max: 5 },
  signInPerAddress: { windowSec: 60, max: 60 },
  signUpPerAddress: { windowSec: 600, max: 20 },
  resetRequestPerAccount: { windowSec: 600, max: 3 },
  resetRequestPerAddress: { windowSec: 600, max: 20 },
  resetSubmitPerAddress: { windowSec: 600, max: 20 },
  confirmPerAddress: { windowSec: 600, max: 30 },
} as const satisfies Record<string, RateLimitRule>;

export const AUTH_RATE_LIMIT_LONGEST_WINDOW_SEC = 600;
