import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/app-error.ts";

/** Who is asking for the dev mailbox: whether the request comes from this machine itself. */
export type MailboxViewer = { fromLoopback: boolean };

/**
 * The dev mailbox shows every email, password-reset links included: whoever reads it can take over any
 * account. It exists only where nothing else could deliver those emails and nobody else should read them:
 * mail kept in the outbox (no SMTP), demo mode on, outside production, and asked for from this machine
 * (loopback, no proxy in between) unless DEV_MAILBOX_ALLOW_REMOTE says otherwise. Everywhere else it is a 404.
 */
export function isDevMailboxAvailable(
  config: Pick<AppDeps["config"], "isProduction" | "demoMode" | "SMTP_URL" | "DEV_MAILBOX_ALLOW_REMOTE">,
  viewer: MailboxViewer,
): boolean {
  if (config.isProduction || !config.demoMode || config.SMTP_URL) return false;
  return viewer.fromLoopback || config.DEV_MAILBOX_ALLOW_REMOTE === true;
}

export function assertDevMailboxAvailable(deps: Pick<AppDeps, "config">, viewer: MailboxViewer): void {
  if (!isDevMailboxAvailable(deps.config, viewer))
    throw new AppError("not_found", "common:errors.notFoundTitle");
}
