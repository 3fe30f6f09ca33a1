import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog, privacyRequests } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/**
 * The admin panel's privacy log (issue 15): data exports and account deletions, newest first, with dates and
 * status; a deletion carries its legal record (who paid what, kept 7 years) — the only screen that shows it.
 * Also the last retention runs and what each did.
 */
export async function listPrivacyRequests(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  const requests = await deps.db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      trigger: privacyRequests.trigger,
      createdAt: privacyRequests.createdAt,
      completedAt: privacyRequests.completedAt,
      expiresAt: privacyRequests.expiresAt,
      legalRecord: privacyRequests.legalRecord,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      userDeleted: users.deletedAt,
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .orderBy(desc(privacyRequests.createdAt))
    .limit(100);
  const runs = await deps.db
    .select({ id: auditLog.id, createdAt: auditLog.createdAt, data: auditLog.data })
    .from(auditLog)
    .where(eq(auditLog.action, "privacy.retention"))
    .orderBy(desc(auditLog.createdAt))
    .limit(7);
  return {
    requests: requests.map(({ userDeleted, userEmail, ...r }) => ({
      ...r,
      userDeleted: userDeleted !== null,
      userEmail: userDeleted === null ? userEmail : null,
    })),
    retentionRuns: runs.map((r) => ({
      id: r.id,
      createdAt: r.createdAt,
      counts: (r.data ?? {}) as Record<string, number>,
    })),
  };
}
