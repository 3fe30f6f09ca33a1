import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { refusedWebhooks } from "../../db/schema/bookings.ts";

/** How many refused provider calls are kept (the newest); a flood of forged calls cannot grow the table. */
export const REFUSED_WEBHOOKS_KEPT = 200;

export type WebhookRefusal = {
  provider: string;
  reason: "invalid_signature" | "unknown_provider";
  /** The verifier's message (never the body). */
  detail?: string;
  rawBody: string;
};

/**
 * Records a provider call refused before anything was applied, for the admin's Sistema page: the provider
 * named in the URL and the reason, shortened, and the event id the body claims when it looks like one (read
 * from the body's first characters, never stored whole: it may carry personal or card data). Keeps only the
 * newest REFUSED_WEBHOOKS_KEPT. A failure to record is logged and changes nothing for the caller.
 */
export async function recordRefusedWebhook(
  deps: Pick<AppDeps, "db" | "logger">,
  refusal: WebhookRefusal,
): Promise<void> {
  try {
    const claimedId = /"id"\s*:\s*"([A-Za-z0-9_.:-]{1,100})"/.exec(refusal.rawBody.slice(0, 2_000))?.[1];
    await deps.db.insert(refusedWebhooks).values({
      provider: refusal.provider.replace(/[^a-z0-9_-]/gi, "?").slice(0, 40),
      reason: refusal.reason,
      detail: refusal.detail?.replace(/\s+/g, " ").slice(0, 200) ?? null,
      eventId: claimedId ?? null,
    });
    await deps.db.execute(sql`
      delete from refused_webhooks where id in (
        select id from refused_webhooks order by created_at desc, id offset ${REFUSED_WEBHOOKS_KEPT}
      )`);
  } catch (e) {
    deps.logger.error("could not record a refused webhook", { error: e });
  }
}
