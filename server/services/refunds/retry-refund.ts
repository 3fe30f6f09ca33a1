import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { refunds } from "../../db/schema/bookings.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
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
  assertAdmin(actor);
  return deps.db.transaction(async (tx) => {
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
    if (!retried) {
      const [current] = await tx
        .select({ status: refunds.status })
        .from(refunds)
        .where(eq(refunds.id, refundId));
      if (current) return { changed: false };
      throw new AppError("not_found", "admin:refunds.errors.refundNotFound");
    }
    await enqueueJob(
      tx,
      BOOKING_JOBS.processRefund,
      { refundId: retried.id },
      { dedupeKey: `refund:${retried.id}:${retried.retries}` },
    );
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "refund.retry",
      entityType: "booking",
      entityId: retried.bookingId,
      data: {
        refundId: retried.id,
        retries: retried.retries,
        before: { status: "failed" },
        after: { status: "pending" },
      },
    });
    return { changed: true };
  });
}
