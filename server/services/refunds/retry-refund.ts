import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { refunds } from "../../db/schema/bookings.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { BOOKING_JOBS } from "../bookings/booking-jobs.ts";

/**
 * Sends a refund the payment provider refused back to it (Reembolsos: failed refunds with a retry button). The
 * refund becomes pending again with its retry count raised, so the job uses a new idempotency key (the
 * provider would otherwise answer the stored failure); only a failed refund is taken, so two clicks retry once.
 */
export async function retryRefund(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  refundId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [retried] = await tx
        .update(refunds)
        .set({
          status: "pending",
          providerRefundId: null,
          processedAt: null,
          retries: sql`${refunds.retries} + 1`,
        })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, "failed")))
        .returning({ id: refunds.id, retries: refunds.retries, bookingId: refunds.bookingId });
      return retried;
    },
    // It exists but is no longer failed: another click or admin already sent it back.
    alreadyDecided: async (tx) =>
      (await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refundId))).length > 0,
    notFound: "admin:refunds.errors.refundNotFound",
    audit: (retried) => ({
      action: "refund.retry",
      entityType: "booking",
      entityId: retried.bookingId,
      data: {
        refundId: retried.id,
        retries: retried.retries,
        before: { status: "failed" },
        after: { status: "pending" },
      },
    }),
    tell: async (tx, retried) => {
      await enqueueJob(
        tx,
        BOOKING_JOBS.processRefund,
        { refundId: retried.id },
        { dedupeKey: `refund:${retried.id}:${retried.retries}` },
      );
      return undefined;
    },
  });
  return { changed };
}
