import { platformToday } from "#core/rules/platform-calendar";
import { purgeExpiredRateLimits } from "../services/auth/purge-expired-rate-limits.ts";
import { BOOKING_JOBS } from "../services/bookings/booking-jobs.ts";
import { completeEndedBookings } from "../services/bookings/complete-ended-bookings.ts";
import { endOverdueHolds } from "../services/bookings/end-overdue-holds.ts";
import { processRefund } from "../services/bookings/process-refund.ts";
import { refreshPassedDepartureSummaries } from "../services/catalogue/refresh-trip-departure-summary.ts";
import { requestDepartureConfirmations } from "../services/departures/request-departure-confirmations.ts";
import { compactFinanceDays } from "../services/ledger/compact-finance-days.ts";
import { reconcileDaily } from "../services/ledger/reconcile-ledger.ts";
import { purgeOldMachineDrafts } from "../services/machine-drafts/purge-old-machine-drafts.ts";
import { deliverDueEmails } from "../services/mail/deliver-due-emails.ts";
import { CHAT_JOBS } from "../services/messaging/chat-jobs.ts";
import { publishMembershipChange } from "../services/messaging/publish-membership-change.ts";
import { sendUnreadMessageEmails } from "../services/messaging/send-unread-message-emails.ts";
import { payDuePayouts } from "../services/payouts/pay-due-payouts.ts";
import { PAYOUT_JOBS, payGuidePayouts } from "../services/payouts/payout-jobs.ts";
import { buildDataExport } from "../services/privacy/build-data-export.ts";
import { PRIVACY_JOBS } from "../services/privacy/privacy-jobs.ts";
import { runRetentionDaily } from "../services/privacy/run-retention.ts";
import { sendDueReminders } from "../services/reminders/send-due-reminders.ts";
import { purgeUnattachedUploads } from "../services/uploads/purge-unattached-uploads.ts";
import { processWaitlists } from "../services/waitlist/process-waitlists.ts";
import type { JobHandler, PeriodicTask } from "./job-runner.ts";

/**
 * Every job type and periodic task of the product. Each feature adds its own entries here, importing the
 * handler from its service folder.
 */
export const jobHandlers: Record<string, JobHandler> = {
  [CHAT_JOBS.unreadEmail]: (deps, payload) => sendUnreadMessageEmails(deps, payload).then(() => {}),
  [CHAT_JOBS.membersChanged]: publishMembershipChange,
  [BOOKING_JOBS.processRefund]: processRefund,
  [PAYOUT_JOBS.payGuide]: payGuidePayouts,
  [PRIVACY_JOBS.buildExport]: (deps, payload) => buildDataExport(deps, payload),
};

export const periodicTasks: PeriodicTask[] = [
  {
    name: "deliver-due-emails",
    everyMs: 1_000,
    publicPages: "never",
    run: (deps) => deliverDueEmails(deps).then(() => {}),
  },
  {
    name: "purge-unattached-uploads",
    everyMs: 3_600_000,
    publicPages: "never",
    run: (deps) => purgeUnattachedUploads(deps).then(() => {}),
  },
  {
    // Digests of machine translation drafts older than MACHINE_DRAFT_TTL_DAYS (issue 34): one indexed delete.
    name: "purge-old-machine-drafts",
    everyMs: 86_400_000,
    publicPages: "never",
    run: (deps) => purgeOldMachineDrafts(deps.db).then(() => {}),
  },
  {
    name: "purge-expired-rate-limits",
    everyMs: 600_000,
    publicPages: "never",
    run: (deps) => purgeExpiredRateLimits(deps.db).then(() => {}),
  },
  {
    name: "expire-checkout-holds",
    everyMs: 30_000,
    publicPages: "when-changed",
    run: (deps) => endOverdueHolds(deps),
  },
  {
    name: "send-due-reminders",
    everyMs: 60_000,
    publicPages: "never",
    run: (deps) => sendDueReminders(deps).then(() => {}),
  },
  {
    name: "process-waitlists",
    everyMs: 30_000,
    publicPages: "when-changed",
    run: (deps) => processWaitlists(deps).then((r) => r.offered + r.expired),
  },
  {
    name: "request-departure-confirmations",
    everyMs: 600_000,
    publicPages: "never",
    run: (deps) => requestDepartureConfirmations(deps).then(() => {}),
  },
  {
    name: "reconcile-ledger",
    everyMs: 3_600_000,
    publicPages: "never",
    run: (deps) => reconcileDaily(deps).then(() => {}),
  },
  {
    // Finanzas' per-day sums: the deltas the database's triggers appended, folded into their day (one statement).
    name: "compact-finance-days",
    everyMs: 60_000,
    publicPages: "never",
    run: (deps) => compactFinanceDays(deps.db).then(() => {}),
  },
  { name: "privacy-retention", everyMs: 3_600_000, run: (deps) => runRetentionDaily(deps).then(() => {}) },
  {
    name: "pay-due-payouts",
    everyMs: 300_000,
    publicPages: "never",
    run: (deps) => payDuePayouts(deps).then(() => {}),
  },
  {
    // The explore sorts' departure summary: rows whose next departure has passed (one index probe when none).
    // Every minute, so a new day's rows are rewritten within a minute: visitors always read the stored summary.
    name: "refresh-departure-summaries",
    everyMs: 60_000,
    publicPages: "when-changed",
    run: (deps) => refreshPassedDepartureSummaries(deps.db, platformToday()),
  },
  {
    // Destinations stored before their search text held the English names (issue 34): one read of the
    // destinations at start and daily, rows rewritten only when their text differs. Loaded on first run, so
    // the country list stays out of the start-up.
    name: "refresh-destination-search-texts",
    everyMs: 86_400_000,
    publicPages: "when-changed",
    run: (deps) =>
      import("../services/trips/refresh-destination-search-texts.ts").then((m) =>
        m.refreshDestinationSearchTexts(deps.db),
      ),
  },
  {
    name: "complete-ended-bookings",
    everyMs: 600_000,
    publicPages: "when-changed",
    run: (deps) => completeEndedBookings(deps),
  },
];
