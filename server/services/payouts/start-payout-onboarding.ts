import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/** Where the provider sends the guide back: the dashboard's Perfil tab, which shows the account's state. */
export const PAYOUTS_PAGE = "/tropleader/dashboard/perfil";

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
  if (!user) throw new AppError("unauthenticated", "workspace:payments.noSession");
  if (user.role !== "tropleader") throw new AppError("forbidden", "workspace:payments.tropleadersOnly");
  const [profile] = await deps.db
    .select({ accountId: tropleaderProfiles.stripeAccountId })
    .from(tropleaderProfiles)
    .where(eq(tropleaderProfiles.userId, user.id));
  if (!profile) throw new AppError("forbidden", "workspace:payments.tropleadersOnly");
  let accountId = profile.accountId;
  if (!accountId) {
    try {
      ({ accountId } = await deps.payments.createConnectedAccount({
        userId: user.id,
        email: user.email,
        idempotencyKey: `account_${user.id}`,
      }));
    } catch (error) {
      deps.logger.error("payout account creation failed", { userId: user.id, error: String(error) });
      throw new AppError("payment", "workspace:payments.setupFailed");
    }
    await deps.db
      .update(tropleaderProfiles)
      .set({ stripeAccountId: accountId, updatedAt: new Date() })
      .where(eq(tropleaderProfiles.userId, user.id));
  }
  const back = `${deps.config.appUrl}${PAYOUTS_PAGE}`;
  try {
    const link = await deps.payments.onboardingLink({
      accountId,
      returnUrl: `${back}?stripe_success=true`,
      refreshUrl: `${back}?stripe_refresh=true`,
    });
    if (!link.url) throw new Error("no onboarding url");
    return link;
  } catch (error) {
    deps.logger.error("payout onboarding link failed", { userId: user.id, error: String(error) });
    throw new AppError("payment", "workspace:payments.noLink");
  }
}
