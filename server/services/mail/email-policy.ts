import { LIMITS } from "#core/constants/limits";
import { ACCOUNT_LINK_HOURS } from "#core/rules/account-links";
import { policyFigures } from "#core/rules/policy-figures";
import { RETENTION } from "#core/rules/retention";
import { SERVICE_PROMISES } from "#core/rules/service-promises";

type Range = { min: number; max: number };

/**
 * Every policy number an email states, taken from the rules when the email is rendered (enqueue-email.ts), so
 * that no template writes one in its prose: a rule changed in core/rules changes the emails with it.
 */
export type EmailPolicy = {
  /** How long an unpaid checkout holds its seats (start-checkout.ts). */
  checkoutHoldMinutes: number;
  /** Days after a trip ends that its tropleader's payout falls due (core/rules/payout-schedule.ts). */
  payoutDelayDays: number;
  /** A traveller's cancellation this many days or fewer before departure gets no refund: the 0% tier's bound. */
  noRefundBelowDays: number;
  refundProcessingBusinessDays: Range;
  refundVisibleWithinDays: number;
  tropleaderCancellationRefundPercent: number;
  tropleaderCancellationRefundHours: Range;
  identityReviewBusinessHours: Range;
  /** An account unused this long is deleted (core/rules/retention.ts) ... */
  inactiveAccountYears: number;
  /** ... and payment records are kept this long. */
  transactionYears: number;
  emailVerificationHours: number;
  passwordResetHours: number;
};

export function emailPolicy(): EmailPolicy {
  return {
    checkoutHoldMinutes: LIMITS.checkoutHoldMinutes,
    payoutDelayDays: LIMITS.payoutDelayDays,
    noRefundBelowDays: policyFigures().noRefundBelowDays,
    refundProcessingBusinessDays: { ...SERVICE_PROMISES.refundProcessingBusinessDays },
    refundVisibleWithinDays: SERVICE_PROMISES.refundVisibleWithinDays,
    tropleaderCancellationRefundPercent: SERVICE_PROMISES.tropleaderCancellationRefundPercent,
    tropleaderCancellationRefundHours: { ...SERVICE_PROMISES.tropleaderCancellationRefundHours },
    identityReviewBusinessHours: { ...SERVICE_PROMISES.identityReviewBusinessHours },
    inactiveAccountYears: RETENTION.inactiveAccountYears,
    transactionYears: RETENTION.transactionYears,
    emailVerificationHours: ACCOUNT_LINK_HOURS.emailVerification,
    passwordResetHours: ACCOUNT_LINK_HOURS.passwordReset,
  };
}
