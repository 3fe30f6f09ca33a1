import { eq, inArray } from "drizzle-orm";
import type { IdentityState } from "#core/schemas/identity-verification";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/** The identity verification state of one user, for their own profile or tropleader dashboard. */
export async function getIdentityState(db: DbOrTx, userId: string): Promise<IdentityState> {
  const [u] = await db
    .select({
      status: users.identityStatus,
      isVerified: users.isIdentityVerified,
      submittedAt: users.identitySubmittedAt,
      birthDate: users.birthDate,
      front: users.identityDocumentFrontFileId,
      back: users.identityDocumentBackFileId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw new AppError("not_found", "profile:errors.notFound");
  const ids = [u.front, u.back].filter((id): id is string => Boolean(id));
  const rows = ids.length
    ? await db
        .select({ id: files.id, contentType: files.contentType })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const documents: IdentityState["documents"] = [];
  for (const [side, fileId] of [
    ["front", u.front],
    ["back", u.back],
  ] as const) {
    const row = rows.find((r) => r.id === fileId);
    if (fileId && row) documents.push({ side, fileId, contentType: row.contentType });
  }
  return {
    // Admin approval sets is_identity_verified (doc 2); the flag wins over a status that lags behind it.
    status: u.isVerified ? "verified" : u.status,
    isVerified: u.isVerified,
    submittedAt: u.submittedAt?.toISOString() ?? null,
    birthDate: u.birthDate ?? "",
    documents,
  };
}
