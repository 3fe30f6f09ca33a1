import type { AppDeps } from "../../app-deps.ts";
import { syncCheckoutSession } from "./sync-checkout-session.ts";

/**
 * After a hold ends (expiry, cancel page, a newer checkout), closes its provider sessions so they can no
 * longer be paid. A session that turns out to be paid already is reconciled at once (late payment rules).
 * Best effort: a provider outage is logged, and the session expires by itself with the hold anyway.
 */
export async function expireProviderSessions(deps: AppDeps, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    try {
      const closed = await deps.payments.expireSession(sessionId);
      if (!closed) await syncCheckoutSession(deps, sessionId);
    } catch (e) {
      deps.logger.warn("could not expire a checkout session", { sessionId, error: e });
    }
  }
}
