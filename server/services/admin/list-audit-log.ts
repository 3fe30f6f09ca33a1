import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";

const subjectUser = alias(users, "subject_user");

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
const day = z.iso.date().optional().catch(undefined);

/** The Registro filters as the URL carries them; anything malformed is ignored rather than refused. */
export const auditFilterSchema = z.object({
  actor: z.unknown().optional().transform(cleanSearch),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  subject: z.unknown().optional().transform(cleanSearch),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

/**
 * Registro (issue 12): the audit log, newest first, filtered by who (name or email), what (action), which
 * subject (its id, its kind, or the name or email of the user it concerns) and a date range (inclusive, UTC days). 50 per page.
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
  const rows = await deps.db
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
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(
      subjectUser,
      and(eq(auditLog.entityType, "user"), eq(sql`${subjectUser.id}::text`, auditLog.entityId)),
    )
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE + 1)
    .offset((f.page - 1) * PAGE);
  return { filter: f, entries: rows.slice(0, PAGE), hasMore: rows.length > PAGE };
}
