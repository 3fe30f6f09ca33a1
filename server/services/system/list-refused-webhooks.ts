import { desc } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { refusedWebhooks } from "../../db/schema/bookings.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { safeErrorText } from "./safe-error-text.ts";

/** Sistema: the newest provider calls refused before anything was applied (bad signature, unknown provider). */
export async function listRefusedWebhooks(deps: Pick<AppDeps, "db">, actor: SessionUser | null, limit = 20) {
  assertAdmin(actor);
  const rows = await deps.db
    .select({
      id: refusedWebhooks.id,
      provider: refusedWebhooks.provider,
      reason: refusedWebhooks.reason,
      detail: refusedWebhooks.detail,
      eventId: refusedWebhooks.eventId,
      receivedAt: refusedWebhooks.receivedAt,
    })
    .from(refusedWebhooks)
    .orderBy(desc(refusedWebhooks.receivedAt), desc(refusedWebhooks.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, detail: safeErrorText(r.detail) }));
}
