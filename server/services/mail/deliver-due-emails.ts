import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";
import { emailOutbox } from "../../db/schema/platform.ts";

/** After this many failed attempts (about two days with the backoff below) an email is marked failed. */
export const MAX_EMAIL_ATTEMPTS = 12;
/** A claimed email is not picked again for this long, so a crashed instance does not hold it forever. */
const CLAIM_LEASE_MS = 5 * 60_000;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at 6 hours. */
export function emailRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

type Claimed = {
  id: string;
  to_email: string;
  to_name: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
};

/**
 * Sends pending emails whose next attempt is due. Each one is claimed by pushing its next attempt past a
 * lease (FOR UPDATE SKIP LOCKED), so two instances never send the same email. A refusal reschedules it with
 * backoff and keeps the error; nothing is lost while the mail server is down.
 */
export async function deliverDueEmails(deps: AppDeps, limit = 20): Promise<{ sent: number; failed: number }> {
  const lease = new Date(Date.now() + CLAIM_LEASE_MS).toISOString();
  const claimed = await queryRows<Claimed>(
    deps.db,
    sql`
    update email_outbox set attempts = attempts + 1, next_attempt_at = ${lease}::timestamptz
    where id in (
      select id from email_outbox where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at limit ${limit} for update skip locked
    )
    returning id, to_email, to_name, subject, text, html, attempts`,
  );
  let sent = 0;
  let failed = 0;
  for (const email of claimed) {
    try {
      await deps.mail.send({
        from: deps.config.MAIL_FROM,
        to: email.to_email,
        toName: email.to_name,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      await deps.db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, email.id));
      sent++;
    } catch (e) {
      failed++;
      // Mail servers quote the recipient in their refusals: keep addresses out of the stored error and logs.
      const message = (e instanceof Error ? e.message : String(e))
        .replace(/[^\s<>"']+@[^\s<>"']+/g, "[address]")
        .slice(0, 500);
      const givingUp = email.attempts >= MAX_EMAIL_ATTEMPTS;
      await deps.db
        .update(emailOutbox)
        .set({
          status: givingUp ? "failed" : "pending",
          lastError: message,
          nextAttemptAt: new Date(Date.now() + emailRetryDelayMs(email.attempts)),
        })
        .where(eq(emailOutbox.id, email.id));
      // The id and error only: the address and content stay out of the logs.
      deps.logger.warn("email delivery failed", {
        emailId: email.id,
        attempts: email.attempts,
        givingUp,
        error: message,
      });
    }
  }
  return { sent, failed };
}
