import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, payments, simulatedTransfers } from "../../db/schema/bookings.ts";
import {
  type CheckoutSessionStatus,
  headerValue,
  type PaymentEvent,
  type PaymentProvider,
  ProviderRefusedError,
  WebhookSignatureError,
} from "./payment-provider.ts";
import {
  hmacHex,
  SIMULATED_SIGNATURE_HEADER,
  signSimulatedPayload,
  verifySimulatedSignature,
} from "./simulated-signature.ts";

export type SimulatedPaymentProvider = PaymentProvider & {
  readonly kind: "simulated";
  /** The payment id the simulated card charge gets for a session (stable, so a double click pays once). */
  paymentIdFor(sessionId: string): string;
  /** A connected account's balance per currency: its transfers not reversed (the provider's own ledger). */
  balanceOf(accountId: string): Promise<{ currency: string; cents: number; transfers: number }[]>;
  /** Serializes and signs an event exactly as a provider would deliver it to the webhook endpoint. */
  signEvent(event: PaymentEvent): { rawBody: string; headers: Record<string, string> };
};

type Options = {
  /** Absolute base URL of the app: the hosted pages live at /pago-simulado/*. */
  appUrl: string;
  /** Signs events and derives ids; derived from the session secret, so every instance agrees. */
  secret: string;
  db: Db;
};

/**
 * The embedded payment provider, clearly in test mode: a hosted checkout page at /pago-simulado/{id} and a
 * payout-account onboarding page at /pago-simulado/cuenta/{id}. Paying emits a signed
 * `checkout.session.completed` that goes through the same webhook code path as Stripe's.
 *
 * It keeps no records of its own: ids are derived from the idempotency key (the same key gives the same
 * session, refund, account or transfer, like Stripe's idempotency), and a session's state is read from the
 * payments row the app wrote for it. So creating a session touches no database and can run inside the
 * caller's transaction.
 */
export function createSimulatedPaymentProvider(options: Options): SimulatedPaymentProvider {
  const { secret, db } = options;
  const appUrl = options.appUrl.replace(/\/$/, "");
  const idFor = (prefix: string, key: string) =>
    `${prefix}_${hmacHex(secret, `${prefix}:${key}`).slice(0, 24)}`;

  async function readSession(sessionId: string) {
    const [row] = await db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.providerSessionId, sessionId));
    return row ?? null;
  }

  return {
    kind: "simulated",

    async createCheckoutSession(input) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error("simulated checkout: the amount must be a positive number of cents");
      }
      const id = idFor("sim_cs", input.idempotencyKey);
      return { id, url: `${appUrl}/pago-simulado/${id}`, expiresAt: input.expiresAt };
    },

    async retrieveSession(sessionId): Promise<CheckoutSessionStatus> {
      const row = await readSession(sessionId);
      if (!row) throw new Error(`simulated checkout: no such session ${sessionId}`);
      const { payment, booking } = row;
      const paid = payment.status === "paid" || payment.status === "refunded";
      const expired =
        !paid &&
        (payment.status === "expired" ||
          payment.status === "failed" ||
          (booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() <= Date.now()));
      return {
        id: sessionId,
        status: paid ? "complete" : expired ? "expired" : "open",
        paymentStatus: paid ? "paid" : "unpaid",
        providerPaymentId: paid ? (payment.providerPaymentId ?? this.paymentIdFor(sessionId)) : null,
        amountCents: payment.amountCents,
        currency: payment.currency,
        bookingId: booking.id,
      };
    },

    async expireSession(sessionId) {
      const row = await readSession(sessionId);
      return !row || (row.payment.status !== "paid" && row.payment.status !== "refunded");
    },

    async refund(input) {
      if (!input.providerPaymentId.startsWith("sim_pi_")) {
        throw new Error("simulated refund: the payment was not made with the simulated provider");
      }
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new Error("simulated refund: the amount must be a positive number of cents");
      }
      return { id: idFor("sim_re", input.idempotencyKey), status: "succeeded" };
    },

    async createConnectedAccount(input) {
      return { accountId: idFor("sim_acct", input.idempotencyKey) };
    },

    async onboardingLink(input) {
      const query = new URLSearchParams({ return: input.returnUrl, refresh: input.refreshUrl });
      return { url: `${appUrl}/pago-simulado/cuenta/${encodeURIComponent(input.accountId)}?${query}` };
    },

    async transfer(input) {
      if (!input.accountId.startsWith("sim_acct_")) {
        throw new ProviderRefusedError(
          "simulated transfer: the account was not created with the simulated provider",
        );
      }
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
        throw new ProviderRefusedError("simulated transfer: the amount must be a positive number of cents");
      }
      const id = idFor("sim_tr", input.idempotencyKey);
      // The provider's own ledger: the same key is the same transfer, never a second one.
      await db
        .insert(simulatedTransfers)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          accountId: input.accountId,
          amountCents: input.amountCents,
          currency: input.currency,
          transferGroup: input.transferGroup ?? null,
          sourcePaymentId: input.sourcePaymentId ?? null,
          metadata: input.metadata ?? null,
        })
        .onConflictDoNothing({ target: simulatedTransfers.idempotencyKey });
      return { id };
    },

    async listTransfers(since) {
      const rows = await db.select().from(simulatedTransfers).where(gte(simulatedTransfers.createdAt, since));
      return rows.map((r) => ({
        id: r.id,
        amountCents: r.amountCents,
        currency: r.currency,
        reversed: r.reversedAt !== null,
        payoutId: r.metadata?.payoutId ?? null,
      }));
    },

    async parseWebhook(rawBody, headers) {
      verifySimulatedSignature(secret, rawBody, headerValue(headers, SIMULATED_SIGNATURE_HEADER));
      let event: PaymentEvent;
      try {
        event = JSON.parse(rawBody) as PaymentEvent;
      } catch {
        throw new WebhookSignatureError("the signed body is not JSON");
      }
      if (typeof event?.id !== "string" || typeof event.type !== "string" || typeof event.data !== "object") {
        throw new WebhookSignatureError("the signed body is not an event");
      }
      return event;
    },

    async balanceOf(accountId) {
      const rows = await db
        .select({
          currency: simulatedTransfers.currency,
          cents: sql<number>`coalesce(sum(${simulatedTransfers.amountCents}), 0)::int`,
          transfers: sql<number>`count(*)::int`,
        })
        .from(simulatedTransfers)
        .where(and(eq(simulatedTransfers.accountId, accountId), isNull(simulatedTransfers.reversedAt)))
        .groupBy(simulatedTransfers.currency);
      return rows.map((r) => ({
        currency: r.currency,
        cents: Number(r.cents),
        transfers: Number(r.transfers),
      }));
    },

    paymentIdFor(sessionId) {
      return idFor("sim_pi", sessionId);
    },

    signEvent(event) {
      const rawBody = JSON.stringify(event);
      return { rawBody, headers: { [SIMULATED_SIGNATURE_HEADER]: signSimulatedPayload(secret, rawBody) } };
    },
  };
}

export function isSimulatedProvider(provider: PaymentProvider): provider is SimulatedPaymentProvider {
  return provider.kind === "simulated";
}
