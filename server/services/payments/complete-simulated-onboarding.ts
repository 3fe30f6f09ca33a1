import { and, eq } from "drizzle-orm";
import { isSimulatedProvider } from "../../adapters/payments/simulated-payment-provider.ts";
import type { AppDeps } from "../../app-deps.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { receivePaymentWebhook } from "../bookings/receive-payment-webhook.ts";

/** The simulated payout account a tropleader is onboarding, for its hosted test page (theirs only). */
export async function getSimulatedAccount(deps: AppDeps, accountId: string, userId: string) {
  if (!isSimulatedProvider(deps.payments)) throw new AppError("not_found", "booking:errors.bookingNotFound");
  const [profile] = await deps.db
    .select({ enabled: tropleaderProfiles.stripeAccountEnabled })
    .from(tropleaderProfiles)
    .where(and(eq(tropleaderProfiles.stripeAccountId, accountId), eq(tropleaderProfiles.userId, userId)));
  if (!profile) throw new AppError("not_found", "booking:errors.bookingNotFound");
  return { accountId, enabled: profile.enabled, balance: await deps.payments.balanceOf(accountId) };
}

/**
 * Finishing the simulated onboarding: the provider emits a signed account.updated (payouts enabled) through
 * the webhook code path, exactly as Stripe does when an Express account completes onboarding.
 */
export async function completeSimulatedOnboarding(
  deps: AppDeps,
  accountId: string,
  userId: string,
): Promise<void> {
  const provider = deps.payments;
  if (!isSimulatedProvider(provider)) throw new AppError("not_found", "booking:errors.bookingNotFound");
  await getSimulatedAccount(deps, accountId, userId);
  const { rawBody, headers } = provider.signEvent({
    id: `evt_sim_account_${accountId}_${Date.now()}`,
    type: "account.updated",
    data: { accountId, payoutsEnabled: true, detailsSubmitted: true },
  });
  const receipt = await receivePaymentWebhook(deps, "simulated", rawBody, headers);
  if (receipt.status !== 200) throw new Error(`simulated account event refused (${receipt.status})`);
}
