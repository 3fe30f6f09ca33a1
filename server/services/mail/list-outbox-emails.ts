import { desc, ilike } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { assertDevMailboxAvailable, type MailboxViewer } from "./dev-mailbox-access.ts";

/** Newest first; `to` narrows to recipients containing the text. */
export async function listOutboxEmails(
  deps: AppDeps,
  viewer: MailboxViewer,
  filter: { to?: string; limit?: number } = {},
) {
  assertDevMailboxAvailable(deps, viewer);
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
