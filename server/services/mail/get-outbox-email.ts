import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertDevMailboxAvailable, type MailboxViewer } from "./dev-mailbox-access.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One email of the dev mailbox with the links found in its text (so they can be followed). */
export async function getOutboxEmail(deps: AppDeps, viewer: MailboxViewer, id: string) {
  assertDevMailboxAvailable(deps, viewer);
  if (!UUID.test(id)) throw new AppError("not_found", "common:errors.notFoundTitle");
  const [email] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!email) throw new AppError("not_found", "common:errors.notFoundTitle");
  const links = [...new Set(email.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
  return { ...email, links };
}
