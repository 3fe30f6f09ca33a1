import { Landmark } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import { formatMoney } from "#core/format/money";
import { safeRedirectPath } from "#core/rules/post-login-redirect";
import { requireRole } from "#server/auth/guards";
import {
  completeSimulatedOnboarding,
  getSimulatedAccount,
} from "#server/services/payments/complete-simulated-onboarding";
import { Alert } from "../components/ui/alert.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { TestModeBanner } from "../features/booking/test-mode-banner.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/pago-simulado.cuenta.$accountId";

export const handle = { hideFooter: true };

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "booking")("meta.onboarding")), { name: "robots", content: "noindex" }];
}

/** Only paths on this site are accepted as return addresses (the link carries absolute app URLs). */
function returnPath(request: Request, name: "return" | "refresh"): string {
  const url = new URL(request.url);
  const raw = url.searchParams.get(name);
  if (!raw) return "/tropleader/dashboard/perfil";
  try {
    const target = new URL(raw, url.origin);
    return (
      (target.origin === url.origin && safeRedirectPath(`${target.pathname}${target.search}`)) ||
      "/tropleader/dashboard/perfil"
    );
  } catch {
    return "/tropleader/dashboard/perfil";
  }
}

/** The simulated provider's payout-account onboarding page (test mode), for the tropleader it belongs to. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const account = await orNotFound(getSimulatedAccount(context.deps, params.accountId, user.id));
  return { ...account, back: returnPath(request, "refresh") };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireRole(context, request, "tropleader");
  await orNotFound(completeSimulatedOnboarding(context.deps, params.accountId, user.id));
  return redirect(returnPath(request, "return"));
}

export default function SimulatedOnboarding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const navigation = useNavigation();
  const locale = useLocale();
  return (
    <div className="min-h-full bg-gray-50">
      <div className="mx-auto w-full max-w-lg space-y-5 px-4 py-8 sm:py-12">
        <TestModeBanner />
        <section className="rounded-3xl border border-gray-200 bg-white p-6 shadow-[0_8px_30px_rgba(16,24,40,0.08)] sm:p-8">
          <Landmark aria-hidden="true" className="size-8 text-ink" />
          <h1 className="mt-4 text-2xl font-bold text-ink">{t("simulated.onboardingTitle")}</h1>
          <p className="mt-2 text-gray-600">{t("simulated.onboardingBody")}</p>
          <p className="mt-4 text-sm text-gray-500">
            {t("simulated.onboardingAccount")}: <span className="font-mono">{loaderData.accountId}</span>
          </p>
          {loaderData.balance.map((b) => (
            <p key={b.currency} className="mt-1 text-sm text-gray-700" data-testid="simulated-balance">
              {t("simulated.balance", {
                amount: formatMoney(b.cents, locale, b.currency),
                count: b.transfers,
              })}
            </p>
          ))}
          {loaderData.enabled ? (
            <Alert tone="success" className="mt-6">
              {t("simulated.onboardingDone")}
            </Alert>
          ) : null}
          <Form method="post" className="mt-6 grid gap-3">
            <Button type="submit" variant="dark" size="lg" fullWidth loading={navigation.state !== "idle"}>
              {t("simulated.onboardingComplete")}
            </Button>
            <a
              href={loaderData.back}
              className={buttonClasses({ variant: "outline", size: "lg", fullWidth: true })}
            >
              {t("simulated.onboardingBack")}
            </a>
          </Form>
        </section>
      </div>
    </div>
  );
}
