import { desc, ilike } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";

/** The dev mailbox shows every email, reset links included, so it never exists in production. */
export function assertDevMailboxAvailable(deps: Pick<AppDeps, "config">): void {
  if (deps.config.isProduction) throw new AppError("not_found", "common:errors.notFoundTitle");
}

/** Newest first; `to` narrows to recipients containing the text. */
export async function listOutboxEmails(deps: AppDeps, filter: { to?: string; limit?: number } = {}) {
  assertDevMailboxAvailable(deps);
  const to = filter.to?.trim();
  return deps.db
    .select({
      id: emailOutbox.id,
      toEmail: emailOutbox.toEmail,
      toName: emailOutbox.toName,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(to ? ilike(emailOutbox.toEmail, `%${to.replace(/[\\%_]/g, "\\$&")}%`) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(filter.limit ?? 200);
}
