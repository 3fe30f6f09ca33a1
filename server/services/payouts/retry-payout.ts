import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { payouts } from "../../db/schema/bookings.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { PAYOUT_JOBS } from "./payout-jobs.ts";

/**
 * Finanzas' 'Reintentar' on a payout the provider refused on every attempt: it goes back in line at once (the
 * job uses a new idempotency key, as the refusals count moved on) and the guide's payouts run now. Only a
 * failed payout is taken, so two clicks retry once.
 */
export async function retryPayout(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  payoutId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  if (!/^[0-9a-f-]{36}$/i.test(payoutId))
    throw new AppError("not_found", "admin:finance.errors.payoutNotFound");
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [retried] = await tx
        .update(payouts)
        .set({ status: "scheduled", nextAttemptAt: null, lastError: null })
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, "failed")))
        .returning({ id: payouts.id, tropleaderId: payouts.tropleaderId, bookingId: payouts.bookingId });
      return retried;
    },
    // It exists but is no longer failed: another click or admin already sent it back in line.
    alreadyDecided: async (tx) =>
      (await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, payoutId))).length > 0,
    notFound: "admin:finance.errors.payoutNotFound",
    audit: (retried) => ({
      action: "payout.retry",
      entityType: "booking",
      entityId: retried.bookingId,
      data: { payoutId: retried.id, before: { status: "failed" }, after: { status: "scheduled" } },
    }),
    tell: async (tx, retried) => {
      await enqueueJob(
        tx,
        PAYOUT_JOBS.payGuide,
        { tropleaderId: retried.tropleaderId },
        { dedupeKey: `pay-guide:${retried.tropleaderId}` },
      );
      return undefined;
    },
  });
  return { changed };
}
