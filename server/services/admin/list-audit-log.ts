import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";

const subjectUser = alias(users, "subject_user");

import { decodeCursor, encodeCursor, type KeysetCursor } from "../../lib/keyset-cursor.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertAdmin } from "./assert-admin.ts";

/** Every action the audit log records, for the Registro filter. */
export const AUDIT_ACTIONS = [
  "tropleader.approve",
  "tropleader.reject",
  "identity.approve",
  "identity.reject",
  "identity_number.reveal",
  "identity_document.view",
  "trip.approve",
  "trip.reject",
  "trip.create",
  "trip.edit",
  "trip.resubmit",
  "trip.translation_saved",
  "trip.translation_approve",
  "trip.translation_reject",
  "departure.create",
  "departure.edit",
  "departure.delete",
  "departure.cancel",
  "settings.update",
  "content.update",
  "user.suspend",
  "user.reactivate",
  "booking.cancelled",
  "booking.refund_issued",
  "refund.retry",
  "payout.retry",
  "ledger.reconcile",
  "privacy.account_deleted",
  "privacy.retention",
  "booking.late_payment_refunded",
  "job.retry",
  "job.discard",
  "email.resend",
] as const;

const PAGE = 50;
const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const day = z.iso.date().optional().catch(undefined);

/** The Registro filters as the URL carries them; anything malformed is ignored rather than refused. */
export const auditFilterSchema = z.object({
  actor: z.unknown().optional().transform(cleanSearch),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  subject: z.unknown().optional().transform(cleanSearch),
  from: day,
  to: day,
  /** Keyset cursors (issue 37): the entries older than / newer than this one; a tampered one is the first page. */
  despues: z
    .unknown()
    .optional()
    .transform((raw) => decodeCursor(raw, "serial")),
  antes: z
    .unknown()
    .optional()
    .transform((raw) => decodeCursor(raw, "serial")),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

/**
 * Registro (issue 12): the audit log, newest first, filtered by who (name or email), what (action), which
 * subject (its id, its kind, or the name or email of the user it concerns) and a date range (inclusive, UTC days). 50 per page,
 * by keyset on (created_at, id) (audit_log_created_idx, or audit_log_action_created_idx with an action): `older` and
 * `newer` are the cursors of the pages either side, null at either end.
 */
export async function listAuditLog(deps: Pick<AppDeps, "db">, actor: SessionUser | null, raw: unknown) {
  assertAdmin(actor);
  const f = auditFilterSchema.parse(raw ?? {});
  const where: SQL[] = [];
  if (f.actor)
    where.push(or(ilike(users.name, likePattern(f.actor)), ilike(users.email, likePattern(f.actor)))!);
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.subject) {
    const pattern = likePattern(f.subject);
    where.push(
      or(
        eq(auditLog.entityId, f.subject),
        ilike(auditLog.entityType, pattern),
        ilike(subjectUser.name, pattern),
        ilike(subjectUser.email, pattern),
      )!,
    );
  }
  if (f.from) where.push(gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  const cursor: KeysetCursor | null = f.despues ?? f.antes;
  const backwards = !f.despues && f.antes !== null;
  if (cursor)
    where.push(
      backwards
        ? sql`(${auditLog.createdAt}, ${auditLog.id}) > (${cursor.key}::timestamptz, ${cursor.id}::bigint)`
        : sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.key}::timestamptz, ${cursor.id}::bigint)`,
    );
  const order = backwards ? asc : desc;
  const found = await deps.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      data: auditLog.data,
      createdAt: auditLog.createdAt,
      actorName: users.name,
      actorEmail: users.email,
      subjectName: subjectUser.name,
      createdKey: sql<string>`${auditLog.createdAt}::text`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(
      subjectUser,
      // Through users' primary key (a cast of users.id to text would hash the whole users table).
      sql`${subjectUser.id} = (case when ${auditLog.entityType} = 'user' and ${auditLog.entityId} ~* ${UUID} then ${auditLog.entityId}::uuid end)`,
    )
    .where(where.length ? and(...where) : undefined)
    .orderBy(order(auditLog.createdAt), order(auditLog.id))
    .limit(PAGE + 1);
  const more = found.length > PAGE;
  // Back at the newest entries: the first page, whole.
  if (backwards && !more) return listAuditLog(deps, actor, { ...(raw as object), antes: undefined });
  const page = found.slice(0, PAGE);
  if (backwards) page.reverse();
  const entries = page.map(({ createdKey: _, ...entry }) => entry);
  const keyOf = (row: (typeof page)[number] | undefined) =>
    row ? encodeCursor(row.createdKey, row.id) : null;
  return {
    filter: f,
    entries,
    newer: cursor ? keyOf(page[0]) : null,
    older: backwards || more ? keyOf(page.at(-1)) : null,
  };
}
