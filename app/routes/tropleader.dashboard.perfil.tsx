import { ExternalLink, PencilLine, ShieldCheck } from "lucide-react";
import { data, Link, redirect, useActionData } from "react-router";
import { requireRole } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { getIdentityState } from "#server/services/identity/get-identity-state";
import { startPayoutOnboarding } from "#server/services/payouts/start-payout-onboarding";
import { getTropleaderOverview } from "#server/services/tropleader/get-tropleader-overview";
import { IdentityVerification } from "../components/identity-verification-form.tsx";
import { Alert } from "../components/ui/alert.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { PayoutSetup } from "../features/tropleader-profile-tab/payout-setup.tsx";
import { useRevalidateOnNotification } from "../features/tropleader-profile-tab/use-revalidate-on-notification.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import type { Route } from "./+types/tropleader.dashboard.perfil";

/**
 * Perfil (doc 2 §2): the identity verification until verified, then the links to the profile; the payout
 * account set-up. Back from the provider, stripe_refresh=true starts a fresh onboarding link (the old one
 * expired) and stripe_success=true shows the account's state as the provider's webhook recorded it (the flag
 * in the address alone proves nothing).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const params = new URL(request.url).searchParams;
  if (params.get("stripe_refresh") === "true") {
    try {
      const { url } = await startPayoutOnboarding(context.deps, user);
      throw redirect(url);
    } catch (e) {
      if (!isAppError(e)) throw e;
      return { ...(await read()), error: e.messageKey, returned: false };
    }
  }
  return { ...(await read()), error: null, returned: params.get("stripe_success") === "true" };

  async function read() {
    const [overview, identity] = await Promise.all([
      getTropleaderOverview(context.deps, user),
      getIdentityState(context.deps.db, user.id),
    ]);
    return { overview, identity, userId: user.id };
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireRole(context, request, "tropleader");
  const form = await request.formData();
  if (form.get("intent") !== "payouts") throw data(null, { status: 400 });
  try {
    const { url } = await startPayoutOnboarding(context.deps, user);
    return redirect(url);
  } catch (e) {
    return actionFailure(e, {}, { status: (error) => (error.code === "forbidden" ? 403 : 502) });
  }
}

export default function TropleaderProfileTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const { overview, identity, userId, returned } = loaderData;
  const result = useActionData<typeof action>();
  useRevalidateOnNotification(!overview.isIdentityVerified);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="scroll-mt-24" id="identidad" aria-labelledby="identity-title">
        <h2 id="identity-title" className="mb-3 text-lg font-semibold">
          {t("profile.identity")}
        </h2>
        {overview.isIdentityVerified ? (
          <Card data-testid="identity-verified">
            <p className="flex items-center gap-2 font-medium">
              <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" />
              {t("profile.verified")}
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link
                to="/tropleader/editar-perfil"
                className={buttonClasses({ variant: "outline", size: "sm" })}
              >
                <PencilLine aria-hidden="true" className="size-4" />
                {t("profile.editProfile")}
              </Link>
              {overview.isApproved ? (
                <Link
                  to={`/tropleader/${userId}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t("profile.viewPublic")}
                </Link>
              ) : null}
            </div>
          </Card>
        ) : (
          <IdentityVerification identity={identity} audience="tropleader" />
        )}
      </section>
      <section aria-label={t("profile.payouts")} className="lg:pt-9">
        {returned && overview.payoutState !== "complete" ? (
          <Alert tone="info" className="mb-3">
            {t("profile.payoutPending")}
          </Alert>
        ) : null}
        <PayoutSetup
          state={overview.payoutState}
          error={result?.error ?? loaderData.error}
          action="/tropleader/dashboard/perfil"
        />
      </section>
    </div>
  );
}
