import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { payments, refunds } from "../../db/schema/bookings.ts";

/**
 * Job: pays a pending refund through the provider. The idempotency key is the refund's id, so a retry after
 * a crash or a timeout never refunds twice. A refund the provider is still processing keeps its provider id
 * and is finished by the provider's refund.updated event.
 */
export async function processRefund(deps: AppDeps, payload: Record<string, unknown>): Promise<void> {
  const refundId = String(payload.refundId ?? "");
  const [row] = await deps.db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== "pending" || row.refund.providerRefundId) return;
  if (!row.payment.providerPaymentId) throw new Error(`refund ${refundId}: the payment has no provider id`);
  const result = await deps.payments.refund({
    providerPaymentId: row.payment.providerPaymentId,
    amountCents: row.refund.amountCents,
    currency: row.refund.currency,
    // A retry after a failure is a new request to the provider (the old key would answer the stored failure).
    idempotencyKey: row.refund.retries
      ? `refund_${row.refund.id}_retry${row.refund.retries}`
      : `refund_${row.refund.id}`,
    bookingId: row.refund.bookingId,
  });
  await deps.db
    .update(refunds)
    .set({
      providerRefundId: result.id,
      status: result.status,
      processedAt: result.status === "pending" ? null : new Date(),
    })
    .where(eq(refunds.id, row.refund.id));
  if (result.status === "failed") deps.logger.error("refund failed at the payment provider", { refundId });
}
