import { and, desc, eq, ilike, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { cleanSearch, likePattern } from "../../lib/search-text.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { applicationColumns } from "../tropleader-applications/list-tropleader-applications.ts";

/**
 * doc 2 §2 Tropleaders search: tropleaders whose name or email contains the text (case-insensitive), newest
 * first, with what the result card shows. An empty text finds nothing (the spec ignores it).
 */
export async function searchTropleaders(deps: Pick<AppDeps, "db">, actor: SessionUser | null, raw: unknown) {
  assertAdmin(actor);
  const query = cleanSearch(raw);
  if (!query) return [];
  const pattern = likePattern(query);
  return deps.db
    .select({
      ...applicationColumns,
      isApproved: users.isApproved,
      isIdentityVerified: users.isIdentityVerified,
      rating: tropleaderProfiles.rating,
      reviewsCount: tropleaderProfiles.reviewsCount,
    })
    .from(users)
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
    .where(and(eq(users.role, "tropleader"), or(ilike(users.name, pattern), ilike(users.email, pattern))))
    .orderBy(desc(users.createdAt))
    .limit(20);
}
