import { accountDeleted } from "./account-deleted.ts";
import { bookingCancelled } from "./booking-cancelled.ts";
import { bookingCancelledTropleader } from "./booking-cancelled-tropleader.ts";
import { bookingConfirmed } from "./booking-confirmed.ts";
import { bookingPaymentRefunded } from "./booking-payment-refunded.ts";
import { bookingReceived } from "./booking-received.ts";
import { bookingRefundedByTeam } from "./booking-refunded-by-team.ts";
import { dataExportReady } from "./data-export-ready.ts";
import { departureCancelled } from "./departure-cancelled.ts";
import { departureConfirmationNeeded } from "./departure-confirmation-needed.ts";
import { departureGuaranteed } from "./departure-guaranteed.ts";
import { departureReminder } from "./departure-reminder.ts";
import type { EmailTemplate } from "./email-layout.ts";
import { identityDecided } from "./identity-decided.ts";
import { identityVerificationSubmitted } from "./identity-verification-submitted.ts";
import { inactivityWarning } from "./inactivity-warning.ts";
import { latePaymentRefundedAdmin } from "./late-payment-refunded-admin.ts";
import { newTripCreated } from "./new-trip-created.ts";
import { newTropleaderRegistration } from "./new-tropleader-registration.ts";
import { reconciliationDifferences } from "./reconciliation-differences.ts";
import { resetPassword } from "./reset-password.ts";
import { reviewHidden } from "./review-hidden.ts";
import { tripApproved } from "./trip-approved.ts";
import { tripRejected } from "./trip-rejected.ts";
import { tripTranslationApproved, tripTranslationRejected } from "./trip-translation-decided.ts";
import { tropleaderApproved } from "./tropleader-approved.ts";
import { tropleaderRejected } from "./tropleader-rejected.ts";
import { unreadMessages } from "./unread-messages.ts";
import { verifyEmail } from "./verify-email.ts";
import { waitlistDepartureCancelled } from "./waitlist-departure-cancelled.ts";
import { waitlistOffer } from "./waitlist-offer.ts";

/** Every email the product sends. Each feature adds one line for its own template file. */
export const emailTemplates = {
  verify_email: verifyEmail,
  reset_password: resetPassword,
  reconciliation_differences: reconciliationDifferences,
  new_tropleader_registration: newTropleaderRegistration,
  tropleader_approved: tropleaderApproved,
  tropleader_rejected: tropleaderRejected,
  identity_verification_submitted: identityVerificationSubmitted,
  identity_decided: identityDecided,
  trip_approved: tripApproved,
  trip_rejected: tripRejected,
  trip_translation_approved: tripTranslationApproved,
  trip_translation_rejected: tripTranslationRejected,
  review_hidden: reviewHidden,
  new_trip_created: newTripCreated,
  unread_messages: unreadMessages,
  booking_confirmed: bookingConfirmed,
  booking_received: bookingReceived,
  booking_payment_refunded: bookingPaymentRefunded,
  late_payment_refunded_admin: latePaymentRefundedAdmin,
  booking_cancelled: bookingCancelled,
  booking_cancelled_tropleader: bookingCancelledTropleader,
  booking_refunded_by_team: bookingRefundedByTeam,
  departure_cancelled: departureCancelled,
  departure_reminder: departureReminder,
  departure_guaranteed: departureGuaranteed,
  departure_confirmation_needed: departureConfirmationNeeded,
  waitlist_offer: waitlistOffer,
  waitlist_departure_cancelled: waitlistDepartureCancelled,
  data_export_ready: dataExportReady,
  account_deleted: accountDeleted,
  inactivity_warning: inactivityWarning,
} satisfies Record<string, EmailTemplate<never>>;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailTemplateData<K extends EmailTemplateName> = Parameters<(typeof emailTemplates)[K]>[0];
