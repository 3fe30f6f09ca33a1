import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { Tx } from "../../db/client.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { assertAdmin } from "./assert-admin.ts";

/** An audit entry as a decision writes it; the admin who decided is added by recordAdminDecision. */
export type DecisionAudit = Omit<typeof auditLog.$inferInsert, "actorId" | "id" | "createdAt">;

export type AdminDecision<Row> = {
  /**
   * The change, as ONE conditional update on the state the decision starts from (so a second click or a second
   * admin matches nothing): the changed row, or undefined when nothing matched.
   */
  apply: (tx: Tx) => Promise<Row | undefined>;
  /** Nothing matched: true when the subject already is as this decision leaves it (`changed: false`). */
  alreadyDecided: (tx: Tx) => Promise<boolean>;
  /** Nothing matched and not already decided: the translated not-found message. */
  notFound: string;
  /** The audit entry of the change. */
  audit: (row: Row) => DecisionAudit;
  /**
   * What else the decision does in the same transaction: emails (enqueueEmail: the outbox sends them once the
   * transaction commits), in-app notifications (notify) and other writes. Returns the ids of the users
   * notified, announced after the commit, and optionally work that must wait for the commit (e.g. removing
   * stored objects only once no row points at them).
   */
  tell?: (
    tx: Tx,
    row: Row,
  ) => Promise<{ notified?: string[]; afterCommit?: () => Promise<void> } | undefined>;
};

/**
 * How every admin decision is recorded (issue 36): admin checked, then in one transaction the conditional
 * update, the audit entry and whom it tells (email through the outbox, notification); after the commit, the
 * notified users' open pages are told and any after-commit work runs. `changed` says whether this call decided.
 */
export async function recordAdminDecision<Row>(
  deps: Pick<AppDeps, "db"> & Partial<Pick<AppDeps, "bus" | "logger">>,
  actor: SessionUser | null,
  decision: AdminDecision<Row>,
): Promise<{ changed: boolean; row?: Row }> {
  assertAdmin(actor);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await decision.apply(tx);
    if (row === undefined) {
      if (await decision.alreadyDecided(tx)) return { changed: false as const };
      throw new AppError("not_found", decision.notFound);
    }
    const told = await decision.tell?.(tx, row);
    await tx.insert(auditLog).values({ ...decision.audit(row), actorId: actor.id });
    return { changed: true as const, row, told };
  });
  if (!outcome.changed) return { changed: false };
  await outcome.told?.afterCommit?.();
  const notified = outcome.told?.notified ?? [];
  if (notified.length > 0) {
    if (!deps.bus || !deps.logger)
      throw new Error("recordAdminDecision: notifying users needs deps.bus and deps.logger");
    await announceNotifications({ bus: deps.bus, logger: deps.logger }, notified);
  }
  return { changed: true, row: outcome.row };
}
