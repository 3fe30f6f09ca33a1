/** Business constants and limits of both specs (doc 1 §9, doc 2 §9). */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  nameMin: 2,
  headerScrollThresholdPx: 20,
  pendingApprovalToastDelayMs: 1000,
  departureMonthChoices: 12,
  lastSpotsThreshold: 3,
  profileGalleryThumbnails: 6,
  avatarMaxBytes: 5 * 1024 * 1024,
  identityDocumentMaxBytes: 5 * 1024 * 1024,
  galleryImageMaxBytes: 10 * 1024 * 1024,
  reviewTitleMax: 100,
  reviewCommentMax: 2000,
  /** Photos one review may carry (issue 35). */
  reviewPhotosMax: 6,
  messageMaxLength: 2000,
  chatTextareaMaxPx: 120,
  mobileBreakpointPx: 768,
  realtimeEventsPerSecond: 10,
  checkoutHoldMinutes: 30,
  payoutDelayDays: 7,
  tripTitleMin: 10,
  tripShortDescriptionMin: 50,
  tripDescriptionMin: 200,
  tripDurationMin: 1,
  tripDurationMax: 30,
  tripBasePriceMin: 100,
  tripParticipantsMin: 2,
  tripParticipantsMax: 20,
  explorePageSize: 12,
  /**
   * The explore search counts its matches exactly up to this many, then says "more than" (issue 37): the count
   * reads at most this many rows + 1, whatever the catalogue's size (docs/decisions/0040-catalogue-at-scale.md).
   */
  exploreCountCap: 1_000,
} as const;

/** Redirect and notice delays (doc 1 §9). */
export const DELAYS_MS = {
  afterRegister: 3000,
  confirmationError: 2000,
  recovery: 1000,
  afterConfirmation: 1500,
  successMessage: 3000,
  errorMessage: 5000,
} as const;

export const DEFAULT_COMMISSION_RATE = 0.1;
export const CURRENCIES = ["EUR", "USD", "GBP"] as const;
export const BRAND = { primary: "#aedeae", secondary: "#212529" } as const;
