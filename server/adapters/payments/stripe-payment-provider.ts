import Stripe from "stripe";
import {
  type CheckoutSessionStatus,
  headerValue,
  type PaymentEvent,
  type PaymentProvider,
  ProviderRefusedError,
  type RefundResult,
  WebhookSignatureError,
} from "./payment-provider.ts";

type Options = {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local stub of the Stripe API (STRIPE_API_BASE, e.g. http://127.0.0.1:4010). */
  apiBase?: string;
};

/** Stripe needs a checkout session to stay open at least 30 minutes; a little margin for the clock and network. */
const MIN_SESSION_SECONDS = 30 * 60 + 60;

/**
 * Stripe: Checkout Sessions in payment mode (one charge of the full amount on the platform account), refunds,
 * Connect Express accounts with hosted onboarding, and transfers of the tropleader's share (separate charges
 * and transfers, grouped by the booking reference). Every creating call carries an idempotency key.
 */
export function createStripePaymentProvider(options: Options): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiBaseConfig(options.apiBase),
  });

  const toStatus = (s: Stripe.Checkout.Session): CheckoutSessionStatus => ({
    id: s.id,
    status: s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open",
    paymentStatus:
      s.payment_status === "paid" || s.payment_status === "no_payment_required" ? "paid" : "unpaid",
    providerPaymentId: idOf(s.payment_intent),
    amountCents: s.amount_total ?? 0,
    currency: (s.currency ?? "eur").toUpperCase(),
    bookingId: s.metadata?.bookingId ?? s.client_reference_id ?? null,
  });

  return {
    kind: "stripe",

    async createCheckoutSession(input) {
      const earliest = Math.floor(Date.now() / 1000) + MIN_SESSION_SECONDS;
      const expiresAt = Math.max(Math.floor(input.expiresAt.getTime() / 1000), earliest);
      const metadata = { bookingId: input.bookingId, reference: input.reference };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.lineItemName, description: input.reference },
              },
            },
          ],
          client_reference_id: input.bookingId,
          customer_email: input.customerEmail,
          locale: input.locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: expiresAt,
          metadata,
          payment_intent_data: { metadata, transfer_group: input.reference },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrieveSession(sessionId) {
      return toStatus(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async expireSession(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return true;
      } catch (e) {
        // Only an open session can be expired: find out whether it was paid meanwhile or already expired.
        const current = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
        if (current?.status === "expired") return true;
        if (current?.status === "complete") return false;
        throw e;
      }
    },

    async refund(input) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.providerPaymentId,
          amount: input.amountCents,
          reason: "requested_by_customer",
          metadata: { bookingId: input.bookingId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refundStatus(refund.status) };
    },

    async createConnectedAccount(input) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: input.userId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { accountId: account.id };
    },

    async onboardingLink(input) {
      const link = await stripe.accountLinks.create({
        account: input.accountId,
        type: "account_onboarding",
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      });
      return { url: link.url };
    },

    async transfer(input) {
      try {
        // Linked to the booking's charge: the transfer is funded by it, whatever the platform's balance.
        const sourceCharge = input.sourcePaymentId?.startsWith("pi_")
          ? idOf((await stripe.paymentIntents.retrieve(input.sourcePaymentId)).latest_charge)
          : (input.sourcePaymentId ?? null);
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            destination: input.accountId,
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
            ...(sourceCharge ? { source_transaction: sourceCharge } : {}),
            ...(input.metadata ? { metadata: input.metadata } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: transfer.id };
      } catch (e) {
        throw refusedOrAmbiguous(e);
      }
    },

    async listTransfers(since) {
      const found = [];
      for await (const t of stripe.transfers.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      })) {
        found.push({
          id: t.id,
          amountCents: t.amount,
          currency: t.currency.toUpperCase(),
          reversed: t.reversed || t.amount_reversed >= t.amount,
          payoutId: t.metadata?.payoutId ?? null,
        });
      }
      return found;
    },

    async parseWebhook(rawBody, headers) {
      const signature = headerValue(headers, "stripe-signature");
      if (!signature) throw new WebhookSignatureError("missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (e) {
        throw new WebhookSignatureError(e instanceof Error ? e.message : "invalid Stripe signature");
      }
      return normalizeStripeEvent(event);
    },
  };
}

function normalizeStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const s = event.data.object;
      return {
        id: event.id,
        type: "checkout.session.completed",
        data: {
          sessionId: s.id,
          providerPaymentId: idOf(s.payment_intent),
          bookingId: s.metadata?.bookingId ?? s.client_reference_id ?? null,
          amountCents: s.amount_total ?? 0,
          currency: (s.currency ?? "eur").toUpperCase(),
          paymentStatus: s.payment_status === "paid" ? "paid" : "unpaid",
        },
      };
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const s = event.data.object;
      return {
        id: event.id,
        type: "checkout.session.expired",
        data: { sessionId: s.id, bookingId: s.metadata?.bookingId ?? s.client_reference_id ?? null },
      };
    }
    case "account.updated": {
      const a = event.data.object;
      return {
        id: event.id,
        type: "account.updated",
        data: { accountId: a.id, payoutsEnabled: a.payouts_enabled, detailsSubmitted: a.details_submitted },
      };
    }
    case "refund.updated":
    case "refund.failed": {
      const r = event.data.object;
      return {
        id: event.id,
        type: "refund.updated",
        data: { refundId: r.id, status: refundStatus(r.status) },
      };
    }
    case "transfer.created":
    case "transfer.updated":
    case "transfer.reversed": {
      const t = event.data.object;
      return {
        id: event.id,
        type: "transfer.updated",
        data: {
          transferId: t.id,
          payoutId: t.metadata?.payoutId ?? null,
          reversed: t.reversed || t.amount_reversed >= t.amount,
          amountCents: t.amount,
        },
      };
    }
    default:
      return { id: event.id, type: "other", data: { providerType: event.type } };
  }
}

/**
 * Stripe answered with a 4xx other than a rate limit or an idempotency clash: the request was refused and
 * nothing moved. Anything else (network, 5xx, 429) is ambiguous and stays as it is.
 */
function refusedOrAmbiguous(e: unknown): unknown {
  if (e instanceof Stripe.errors.StripeError) {
    const status = e.statusCode ?? 0;
    if (status >= 400 && status < 500 && status !== 429 && e.type !== "StripeIdempotencyError") {
      return new ProviderRefusedError(e.message);
    }
  }
  return e;
}

function refundStatus(status: string | null): RefundResult["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function apiBaseConfig(apiBase: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}
