import { asc, eq, inArray } from "drizzle-orm";
import { maskIdentityNumber } from "#core/format/mask";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { assertAdmin } from "../admin/assert-admin.ts";

/**
 * Identity submissions waiting for a decision (doc 2 §2 Verificaciones), oldest first: who, their role and
 * birth date, the identity number masked (revealed one at a time, audited: reveal-identity-number.ts) and the
 * two documents, opened through the permission-checked /api/files route (each opening audited).
 */
export async function listPendingVerifications(deps: Pick<AppDeps, "db">, actor: SessionUser | null) {
  assertAdmin(actor);
  const pending = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      birthDate: users.birthDate,
      identityNumber: users.identityNumber,
      submittedAt: users.identitySubmittedAt,
      front: users.identityDocumentFrontFileId,
      back: users.identityDocumentBackFileId,
    })
    .from(users)
    .where(eq(users.identityStatus, "pending"))
    .orderBy(asc(users.identitySubmittedAt))
    .limit(50);
  const ids = pending.flatMap((p) => [p.front, p.back]).filter((id): id is string => Boolean(id));
  const types = ids.length
    ? await deps.db
        .select({ id: files.id, contentType: files.contentType })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const typeOf = (id: string | null) => types.find((f) => f.id === id)?.contentType ?? null;
  return pending.map(({ identityNumber, front, back, ...p }) => ({
    ...p,
    identityNumberMasked: identityNumber ? maskIdentityNumber(identityNumber) : null,
    documents: [
      { side: "front" as const, fileId: front, contentType: typeOf(front) },
      { side: "back" as const, fileId: back, contentType: typeOf(back) },
    ].filter((d): d is { side: "front" | "back"; fileId: string; contentType: string | null } =>
      Boolean(d.fileId),
    ),
  }));
}
