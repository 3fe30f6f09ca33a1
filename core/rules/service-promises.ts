/**
 * Times and amounts Tropa promises in its texts but no code enforces: they depend on the payment provider, the
 * banks and the team (doc 2 §9, doc 1's help and legal pages). Emails read them from here when they are sent
 * (server/services/mail/email-policy.ts), so a promise changed here changes every email that states it.
 */
export const SERVICE_PROMISES = {
  /** A refund to the traveller's card is processed in this many business days ("5-7 días hábiles") ... */
  refundProcessingBusinessDays: { min: 5, max: 7 },
  /** ... and may take up to this many days to appear in their account. */
  refundVisibleWithinDays: 10,
  /** A tropleader who cancels a departure: each traveller gets this percent of what they paid ... */
  tropleaderCancellationRefundPercent: 100,
  /** ... issued within these hours ("24-48 horas"). */
  tropleaderCancellationRefundHours: { min: 24, max: 48 },
  /** The team reviews identity documents within these business hours ("entre 24 y 48 horas laborables"). */
  identityReviewBusinessHours: { min: 24, max: 48 },
} as const;
