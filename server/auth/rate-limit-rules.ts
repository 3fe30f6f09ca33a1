/** A fixed window: at most `max` attempts per `windowSec` seconds for one key. */
export type RateLimitRule = { windowSec: number; max: number };

/**
 * Limits on the account actions (brute force, mass sign-ups, reset-email flooding). Per address+email for
 * the targeted ones, plus a looser per-address cap. Rows older than the longest window of all rules
 * are purged (RATE_LIMIT_LONGEST_WINDOW_SEC, purge-expired-rate-limits.ts).
 */
export const AUTH_RATE_LIMITS = {
  signInPerAccount: { windowSec: 60, max: 5 },
  signInPerAddress: { windowSec: 60, max: 60 },
  // One address can be many people (a hostel, a campus, an office behind one NAT), and refusals by the form's
  // schema are not counted; 40 in 10 minutes still stops a mass sign-up, which email confirmation gates anyway.
  signUpPerAddress: { windowSec: 600, max: 40 },
  resetRequestPerAccount: { windowSec: 600, max: 3 },
  resetRequestPerAddress: { windowSec: 600, max: 20 },
  resetSubmitPerAddress: { windowSec: 600, max: 20 },
  confirmPerAddress: { windowSec: 600, max: 30 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Limits per signed-in user on what is expensive to answer or to keep (issue 33): downloads built on the fly,
 * data exports, reminders and every kind of upload. Keyed by the user's id (hashed), so they hold across
 * instances and whatever address the requests come from; counts a real person never reaches.
 */
export const USER_RATE_LIMITS = {
  csvExport: { windowSec: 60, max: 20 },
  receiptPdf: { windowSec: 60, max: 30 },
  dataExportRequest: { windowSec: 86_400, max: 3 },
  reminderChange: { windowSec: 600, max: 30 },
  "upload:avatar": { windowSec: 600, max: 20 },
  "upload:identity-document": { windowSec: 3600, max: 10 },
  "upload:gallery-image": { windowSec: 600, max: 60 },
  "upload:trip-image": { windowSec: 600, max: 80 },
  "upload:trip-document": { windowSec: 600, max: 30 },
  // Admins only, possibly a batch of refunds after a closure: looser.
  "upload:refund-certificate": { windowSec: 600, max: 120 },
  // Admins only: Contenido's hero image and logo.
  "upload:site-image": { windowSec: 600, max: 30 },
  "upload:review-photo": { windowSec: 600, max: 40 },
  "upload:tropleader-cover": { windowSec: 600, max: 20 },
  "upload:certification-document": { windowSec: 3600, max: 40 },
  // Machine drafts of a trip's English version (issue 34): each costs provider quota; a guide drafting every
  // step of several trips in a sitting stays well below.
  translationDraft: { windowSec: 600, max: 40 },
} as const satisfies Record<string, RateLimitRule>;

export type UserRateLimitAction = keyof typeof USER_RATE_LIMITS;

/** The longest window of any rule: rows older than this count for nothing (purge-expired-rate-limits.ts). */
export const RATE_LIMIT_LONGEST_WINDOW_SEC = Math.max(
  ...[...Object.values(AUTH_RATE_LIMITS), ...Object.values(USER_RATE_LIMITS)].map((rule) => rule.windowSec),
);
