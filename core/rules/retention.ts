/**
 * How long Tropa keeps each kind of personal data (doc 2 §9 and issue 15). The retention jobs
 * (server/services/privacy/) and the privacy page's table read these same constants, so what the page promises
 * is what the jobs do.
 */
export const RETENTION = {
  /** An account nobody has signed in to for this long is deleted (anonymised) ... */
  inactiveAccountYears: 3,
  /** ... after a warning email this many days before. */
  inactivityWarningDays: 30,
  /** Bookings, payments, refunds, payouts and their ledger: kept this long for tax and accounting law. */
  transactionYears: 7,
  /** Audit entries, sent emails, finished jobs and provider webhooks. */
  logMonths: 12,
  /** Identity documents (both sides) after the team's approval; the decision itself is kept. */
  identityDocumentDaysAfterApproval: 30,
  /** A booking's medical and dietary data after its trip ends. */
  healthDataDaysAfterTrip: 30,
  /** An upload no form ever used. */
  abandonedUploadHours: 24,
  /** A data export's download link. */
  exportLinkDays: 7,
} as const;

const DAY_MS = 86_400_000;

/** `date` moved by whole calendar units in UTC (a month or year later/earlier keeps the day where it exists). */
function shift(date: Date, unit: "years" | "months" | "days", amount: number): Date {
  const d = new Date(date.getTime());
  if (unit === "years") d.setUTCFullYear(d.getUTCFullYear() + amount);
  else if (unit === "months") d.setUTCMonth(d.getUTCMonth() + amount);
  else return new Date(d.getTime() + amount * DAY_MS);
  return d;
}

/** The moments that decide each rule, as seen at `now`: whatever is older than a cutoff is due. */
export function retentionCutoffs(now: Date) {
  const inactiveBefore = shift(now, "years", -RETENTION.inactiveAccountYears);
  return {
    /** Last active before this: warn now (the deletion follows inactivityWarningDays later). */
    warnInactiveBefore: shift(inactiveBefore, "days", RETENTION.inactivityWarningDays),
    /** Last active before this: delete, if warned at least inactivityWarningDays ago. */
    deleteInactiveBefore: inactiveBefore,
    warnedBefore: shift(now, "days", -RETENTION.inactivityWarningDays),
    transactionsBefore: shift(now, "years", -RETENTION.transactionYears),
    logsBefore: shift(now, "months", -RETENTION.logMonths),
    identityApprovedBefore: shift(now, "days", -RETENTION.identityDocumentDaysAfterApproval),
    /** Trips that ended before this date (ISO, calendar day) lose their travellers' health data. */
    healthTripEndedBefore: shift(now, "days", -RETENTION.healthDataDaysAfterTrip).toISOString().slice(0, 10),
  };
}

/** When a data export made at `madeAt` stops being downloadable. */
export function exportLinkExpiry(madeAt: Date): Date {
  return shift(madeAt, "days", RETENTION.exportLinkDays);
}

/** When an account last active at `lastActiveAt` will be deleted for inactivity (the date the warning quotes). */
export function inactiveDeletionDate(lastActiveAt: Date, warnedAt: Date): Date {
  const byInactivity = shift(lastActiveAt, "years", RETENTION.inactiveAccountYears);
  const byWarning = shift(warnedAt, "days", RETENTION.inactivityWarningDays);
  return new Date(Math.max(byInactivity.getTime(), byWarning.getTime()));
}
