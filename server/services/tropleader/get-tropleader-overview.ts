import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/** The tropleader's standing (approval, identity, publishing) and their trips, read fresh from the database. */
export async function getTropleaderOverview(deps: Pick<AppDeps, "db">, actor: SessionUser) {
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  const [row] = await deps.db
    .select({
      isApproved: users.isApproved,
      isIdentityVerified: users.isIdentityVerified,
      identityStatus: users.identityStatus,
    })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!row) throw new AppError("not_found", "common:errors.notFoundTitle");
  const list = await deps.db
    .select({
      id: trips.id,
      title: trips.title,
      slug: trips.slug,
      status: trips.status,
      rejectionReason: trips.rejectionReason,
      createdAt: trips.createdAt,
    })
    .from(trips)
    .where(eq(trips.tropleaderId, actor.id))
    .orderBy(desc(trips.createdAt));
  return {
    ...row,
    canPublishTrips: row.isApproved && row.isIdentityVerified,
    trips: list,
  };
}
