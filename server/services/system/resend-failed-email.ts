import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";

/**
 * Sistema's 'Reenviar' on an email that failed for good: pending again and due now, for one more attempt (its
 * attempts stay used up, so a new refusal marks it failed again rather than starting two days of retries).
 * One conditional update on the failed state with its audit entry (`email.resend`, template only: no address),
 * so two admins' clicks send it once; the second gets `{ changed: false }`.
 */
export async function resendFailedEmail(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  emailId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  if (!/^[0-9a-f-]{36}$/i.test(emailId)) throw new AppError("not_found", "system:errors.emailNotFound");
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [resent] = await tx
        .update(emailOutbox)
        .set({ status: "pending", nextAttemptAt: sql`now()` })
        .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.status, "failed")))
        .returning({ id: emailOutbox.id, template: emailOutbox.template });
      return resent;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, emailId));
      return Boolean(current);
    },
    notFound: "system:errors.emailNotFound",
    audit: (resent) => ({
      action: "email.resend",
      entityType: "email",
      entityId: resent.id,
      data: { template: resent.template, before: { status: "failed" }, after: { status: "pending" } },
    }),
  });
  return { changed };
}
