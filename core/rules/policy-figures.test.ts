import { describe, expect, it } from "vitest";
import { type PolicyFigures, policyFigures, policyPlaceholders, refundTiers } from "./policy-figures.ts";
import { refundPercentForDays } from "./refund-tier.ts";

describe("policy figures (issue 36)", () => {
  it("reads the refund ladder from the rule that pays refunds", () => {
    const f = policyFigures();
    expect(refundPercentForDays(f.refundFullAboveDays + 1)).toBe(f.refundFullPercent);
    expect(refundPercentForDays(f.refundFullAboveDays)).toBe(f.refundHighPercent);
    expect(refundPercentForDays(f.refundHighFromDays)).toBe(f.refundHighPercent);
    expect(refundPercentForDays(f.refundHighToDays)).toBe(f.refundHighPercent);
    expect(refundPercentForDays(f.refundLowFromDays)).toBe(f.refundLowPercent);
    expect(refundPercentForDays(f.refundLowToDays)).toBe(f.refundLowPercent);
    expect(refundPercentForDays(f.noRefundBelowDays - 1)).toBe(0);
    expect(refundPercentForDays(f.noRefundBelowDays)).toBe(f.refundLowPercent);
  });

  it("follows a changed ladder (the test can fail)", () => {
    const tiers = refundTiers((days) => (days > 60 ? 100 : days >= 20 ? 80 : days >= 3 ? 40 : 0));
    expect(tiers).toEqual([
      { percent: 0, fromDays: 0, toDays: 2 },
      { percent: 40, fromDays: 3, toDays: 19 },
      { percent: 80, fromDays: 20, toDays: 60 },
      { percent: 100, fromDays: 61, toDays: 366 },
    ]);
  });

  it("states every figure the texts put before a plural noun as 2 or more (the texts have no singular forms)", () => {
    // "{{payoutDelayDays}} días", "{{adultAge}} años": a rule set to 1 needs `_one` forms in the catalogue first.
    const beforeNoun: Array<keyof PolicyFigures> = [
      "checkoutHoldMinutes",
      "payoutDelayDays",
      "refundFullAboveDays",
      "refundHighToDays",
      "refundLowToDays",
      "noRefundBelowDays",
      "refundProcessingMaxDays",
      "refundVisibleWithinDays",
      "tropleaderCancellationRefundMaxHours",
      "identityReviewMaxHours",
      "waitlistOfferHours",
      "adultAge",
    ];
    const f = policyFigures();
    for (const name of beforeNoun) expect(f[name], name).toBeGreaterThanOrEqual(2);
  });

  it("gives the same figures as page-markup placeholders", () => {
    const f = policyFigures();
    const texts = policyPlaceholders();
    for (const [name, value] of Object.entries(f))
      expect(texts[name as keyof PolicyFigures]).toBe(String(value));
  });
});
