import type { Locale } from "#core/constants/locales";

/**
 * The payment provider port: hosted checkout, refunds, payout accounts for tropleaders, transfers and webhook
 * verification. Two adapters implement it: `simulated` (the embedded default, a hosted page in test mode) and
 * `stripe`. Services only ever see this interface and the normalized events below.
 */
export type PaymentProviderKind = "simulated" | "stripe";

export type CreateCheckoutSessionInput = {
  bookingId: string;
  reference: string;
  /** The full amount to charge, computed by the server. */
  amountCents: number;
  currency: string;
  /** What the traveller sees on the hosted page ('Reserva de plaza'). */
  lineItemName: string;
  /** Absolute URL; the provider replaces {CHECKOUT_SESSION_ID} with the session id. */
  successUrl: string;
  cancelUrl: string;
  /** The session cannot be paid after this moment (the seat hold's expiry). */
  expiresAt: Date;
  /** The same key always returns the same session (safe retries). */
  idempotencyKey: string;
  customerEmail: string;
  locale: Locale;
};

export type CheckoutSession = {
  id: string;
  /** Where to send the traveller's browser. */
  url: string;
  expiresAt: Date;
};

export type CheckoutSessionStatus = {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid";
  providerPaymentId: string | null;
  amountCents: number;
  currency: string;
  bookingId: string | null;
};

export type RefundInput = {
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  bookingId: string;
};

export type RefundResult = { id: string; status: "succeeded" | "pending" | "failed" };

export type ConnectedAccountInput = {
  userId: string;
  email: string;
  idempotencyKey: string;
};

export type OnboardingLinkInput = {
  accountId: string;
  /** Absolute URLs the provider sends the tropleader back to. */
  returnUrl: string;
  refreshUrl: string;
};

export type TransferInput = {
  accountId: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  /** Groups the transfer with the booking's charge (the booking reference). */
  transferGroup?: string;
  /** The booking's payment: the transfer is funded by that charge (Stripe's source_transaction). */
  sourcePaymentId?: string;
  /** Carried on the transfer and on its events (payoutId: which payout it pays). */
  metadata?: Record<string, string>;
};

/**
 * The provider answered and said no (an invalid or restricted account, insufficient balance …): nothing was
 * moved, and the same request would be refused again. Any other error is ambiguous (a timeout may hide a
 * transfer that happened), so a caller retries it with the same idempotency key.
 */
export class ProviderRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderRefusedError";
  }
}

/** A transfer as the provider records it (for reconciliation). */
export type ProviderTransfer = {
  id: string;
  amountCents: number;
  currency: string;
  reversed: boolean;
  payoutId: string | null;
};

/** Provider events in one shape, whatever the provider. Unknown types pass through and are ignored. */
export type PaymentEvent =
  | {
      id: string;
      type: "checkout.session.completed";
      data: {
        sessionId: string;
        providerPaymentId: string | null;
        bookingId: string | null;
        amountCents: number;
        currency: string;
        paymentStatus: "paid" | "unpaid";
      };
    }
  | { id: string; type: "checkout.session.expired"; data: { sessionId: string; bookingId: string | null } }
  | {
      id: string;
      type: "account.updated";
      data: { accountId: string; payoutsEnabled: boolean; detailsSubmitted: boolean };
    }
  | {
      id: string;
      type: "refund.updated";
      data: { refundId: string; status: RefundResult["status"] };
    }
  | {
      id: string;
      type: "transfer.updated";
      data: { transferId: string; payoutId: string | null; reversed: boolean; amountCents: number };
    }
  | { id: string; type: "other"; data: { providerType: string } };

/** Raw request headers, as a Fetch Headers object or a plain record (names are case-insensitive). */
export type WebhookHeaders = Headers | Record<string, string | undefined>;

export class WebhookSignatureError extends Error {
  constructor(message = "invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export type PaymentProvider = {
  readonly kind: PaymentProviderKind;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  retrieveSession(sessionId: string): Promise<CheckoutSessionStatus>;
  /** Closes an unpaid session so it can no longer be paid. Returns false when it was already paid. */
  expireSession(sessionId: string): Promise<boolean>;
  refund(input: RefundInput): Promise<RefundResult>;
  createConnectedAccount(input: ConnectedAccountInput): Promise<{ accountId: string }>;
  onboardingLink(input: OnboardingLinkInput): Promise<{ url: string }>;
  transfer(input: TransferInput): Promise<{ id: string }>;
  /** Every transfer the provider made since that moment (reconciliation compares them with our payouts). */
  listTransfers(since: Date): Promise<ProviderTransfer[]>;
  /** Verifies the signature on the exact raw body, then normalizes the event. Throws WebhookSignatureError. */
  parseWebhook(rawBody: string, headers: WebhookHeaders): Promise<PaymentEvent>;
};

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === wanted) return v;
  return undefined;
}
