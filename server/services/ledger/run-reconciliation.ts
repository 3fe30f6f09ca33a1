import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { reconcileLedger } from "./reconcile-ledger.ts";

/** Finanzas' 'Comprobar ahora': the reconciliation on demand, audited with what it found. */
export async function runReconciliation(
  deps: Pick<AppDeps, "db" | "payments" | "config" | "logger">,
  actor: SessionUser | null,
) {
  assertAdmin(actor);
  const result = await reconcileLedger(deps, { trigger: "admin" });
  await deps.db.insert(auditLog).values({
    actorId: actor.id,
    action: "ledger.reconcile",
    entityType: "reconciliation",
    entityId: result.runId,
    data: { bookingsChecked: result.bookingsChecked, differences: result.differences.length },
  });
  return result;
}
