import { desc, eq } from "drizzle-orm";
import { maskEmail } from "#core/format/mask";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { safeErrorText } from "./safe-error-text.ts";

/** How many failed emails Sistema lists (newest first). */
export const FAILED_EMAILS_SHOWN = 50;

/**
 * Sistema: the outbox's emails that could not be sent after every attempt: the recipient masked (the full
 * address never reaches the page), the template, the error as the page may show it and the attempts.
 */
export async function listFailedEmails(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  const rows = await deps.db
    .select({
      id: emailOutbox.id,
      toEmail: emailOutbox.toEmail,
      template: emailOutbox.template,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(FAILED_EMAILS_SHOWN);
  return rows.map(({ toEmail, lastError, ...r }) => ({
    ...r,
    recipient: maskEmail(toEmail),
    lastError: safeErrorText(lastError),
  }));
}
