import { LIMITS } from "../constants/limits.ts";
import { ADMIN_REFUND_PERCENT } from "./admin-refund-percent.ts";
import { ADULT_AGE } from "./adult-age.ts";
import { refundPercentForDays } from "./refund-tier.ts";
import { SERVICE_PROMISES } from "./service-promises.ts";
import { WAITLIST_OFFER_HOURS } from "./waitlist.ts";

/**
 * Every policy number the pages state (help, the policy pages, the booking form, the panels), taken from the
 * rules when the page renders and passed to t() as `{{placeholders}}`: a rule changed in core/rules changes the
 * texts with it (issue 36). The names are also the placeholders an admin may write in Contenido.
 * app/i18n/policy-texts.test.ts renders every such text with other figures and finds no stale number.
 */
export type PolicyFigures = {
  /** How long an unpaid checkout holds its seats. */
  checkoutHoldMinutes: number;
  /** Days after a trip ends that its tropleader is paid. */
  payoutDelayDays: number;
  /** The refund tiers of a traveller's cancellation (core/rules/refund-tier.ts): more than `refundFullAboveDays`… */
  refundFullAboveDays: number;
  refundFullPercent: number;
  refundHighFromDays: number;
  refundHighToDays: number;
  refundHighPercent: number;
  refundLowFromDays: number;
  refundLowToDays: number;
  refundLowPercent: number;
  /** … and fewer days than this get nothing. */
  noRefundBelowDays: number;
  /** A medical emergency with a certificate, refunded by an admin whatever the date. */
  medicalRefundPercent: number;
  /** Official travel restrictions, refunded by an admin. */
  travelRestrictionRefundPercent: number;
  refundProcessingMinDays: number;
  refundProcessingMaxDays: number;
  refundVisibleWithinDays: number;
  tropleaderCancellationRefundPercent: number;
  tropleaderCancellationRefundMinHours: number;
  tropleaderCancellationRefundMaxHours: number;
  identityReviewMinHours: number;
  identityReviewMaxHours: number;
  /** How long seats freed for someone on a waiting list stay theirs. */
  waitlistOfferHours: number;
  adultAge: number;
};

type Tier = { percent: number; fromDays: number; toDays: number };

/** The refund tiers as runs of days with one percent, read from the rule itself (days 0 to 366). */
export function refundTiers(percentForDays: (days: number) => number = refundPercentForDays): Tier[] {
  const tiers: Tier[] = [];
  for (let days = 0; days <= 366; days += 1) {
    const percent = percentForDays(days);
    const last = tiers.at(-1);
    if (last && last.percent === percent) last.toDays = days;
    else tiers.push({ percent, fromDays: days, toDays: days });
  }
  return tiers;
}

export function policyFigures(): PolicyFigures {
  const [none, low, high, full, ...more] = refundTiers();
  if (!none || !low || !high || !full || more.length > 0 || none.percent !== 0) {
    throw new Error(
      "The policy texts describe a nothing-low-high-full refund ladder: reword them with the rule",
    );
  }
  return {
    checkoutHoldMinutes: LIMITS.checkoutHoldMinutes,
    payoutDelayDays: LIMITS.payoutDelayDays,
    refundFullAboveDays: full.fromDays - 1,
    refundFullPercent: full.percent,
    refundHighFromDays: high.fromDays,
    refundHighToDays: high.toDays,
    refundHighPercent: high.percent,
    refundLowFromDays: low.fromDays,
    refundLowToDays: low.toDays,
    refundLowPercent: low.percent,
    noRefundBelowDays: none.toDays + 1,
    medicalRefundPercent: ADMIN_REFUND_PERCENT.medical,
    travelRestrictionRefundPercent: ADMIN_REFUND_PERCENT.travel_restriction,
    refundProcessingMinDays: SERVICE_PROMISES.refundProcessingBusinessDays.min,
    refundProcessingMaxDays: SERVICE_PROMISES.refundProcessingBusinessDays.max,
    refundVisibleWithinDays: SERVICE_PROMISES.refundVisibleWithinDays,
    tropleaderCancellationRefundPercent: SERVICE_PROMISES.tropleaderCancellationRefundPercent,
    tropleaderCancellationRefundMinHours: SERVICE_PROMISES.tropleaderCancellationRefundHours.min,
    tropleaderCancellationRefundMaxHours: SERVICE_PROMISES.tropleaderCancellationRefundHours.max,
    identityReviewMinHours: SERVICE_PROMISES.identityReviewBusinessHours.min,
    identityReviewMaxHours: SERVICE_PROMISES.identityReviewBusinessHours.max,
    waitlistOfferHours: WAITLIST_OFFER_HOURS,
    adultAge: ADULT_AGE,
  };
}

/** The same figures as the page markup's placeholder values (what an admin published in Contenido). */
export function policyPlaceholders(): Record<keyof PolicyFigures, string> {
  return Object.fromEntries(
    Object.entries(policyFigures()).map(([name, value]) => [name, String(value)]),
  ) as Record<keyof PolicyFigures, string>;
}
