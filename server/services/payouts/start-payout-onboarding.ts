import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Starts or resumes the tropleader's payout-account onboarding (doc 2 "Payout account onboarding button"):
 * creates the connected account the first time (idempotent per tropleader), then returns the provider's
 * hosted onboarding link. The provider's account.updated event marks the account enabled and releases the
 * payouts that were waiting for it. Back at the dashboard, stripe_success=true / stripe_refresh=true (doc 2 §4).
 */
export async function startPayoutOnboarding(
  deps: AppDeps,
  user: SessionUser | null,
): Promise<{ url: string }> {
  if (!user) throw new AppError("unauthenticated", "booking:errors.loginRequired");
  if (user.role !== "tropleader") throw new AppError("forbidden", "booking:errors.tropleaderOnly");
  const [profile] = await deps.db
    .select({ accountId: tropleaderProfiles.stripeAccountId })
    .from(tropleaderProfiles)
    .where(eq(tropleaderProfiles.userId, user.id));
  if (!profile) throw new AppError("forbidden", "booking:errors.tropleaderOnly");
  let accountId = profile.accountId;
  if (!accountId) {
    ({ accountId } = await deps.payments.createConnectedAccount({
      userId: user.id,
      email: user.email,
      idempotencyKey: `account_${user.id}`,
    }));
    await deps.db
      .update(tropleaderProfiles)
      .set({ stripeAccountId: accountId, updatedAt: new Date() })
      .where(eq(tropleaderProfiles.userId, user.id));
  }
  const dashboard = `${deps.config.appUrl}/tropleader/dashboard`;
  return deps.payments.onboardingLink({
    accountId,
    returnUrl: `${dashboard}?stripe_success=true`,
    refreshUrl: `${dashboard}?stripe_refresh=true`,
  });
}
