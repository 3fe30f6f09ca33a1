import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles, users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/** doc 2 §4 payment account: not set up, then onboarding pending, then complete (enabled and onboarded). */
export type PayoutState = "not_set_up" | "pending" | "complete";

/** The tropleader's standing (approval, identity, publishing, payouts), read fresh from the database. */
export async function getTropleaderOverview(deps: Pick<AppDeps, "db">, actor: SessionUser) {
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  const [row] = await deps.db
    .select({
      isApproved: users.isApproved,
      isIdentityVerified: users.isIdentityVerified,
      identityStatus: users.identityStatus,
      accountId: tropleaderProfiles.stripeAccountId,
      accountEnabled: tropleaderProfiles.stripeAccountEnabled,
      onboardingComplete: tropleaderProfiles.stripeOnboardingComplete,
    })
    .from(users)
    .leftJoin(tropleaderProfiles, eq(tropleaderProfiles.userId, users.id))
    .where(eq(users.id, actor.id));
  if (!row) throw new AppError("not_found", "common:errors.notFoundTitle");
  const payoutState: PayoutState = !row.accountId
    ? "not_set_up"
    : row.accountEnabled && row.onboardingComplete
      ? "complete"
      : "pending";
  return {
    isApproved: row.isApproved,
    isIdentityVerified: row.isIdentityVerified,
    identityStatus: row.identityStatus,
    canPublishTrips: row.isApproved && row.isIdentityVerified,
    payoutState,
  };
}
