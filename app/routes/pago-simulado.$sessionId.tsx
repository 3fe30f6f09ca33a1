import { CreditCard } from "lucide-react";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { intlTag } from "#core/constants/locales";
import { formatMoney } from "#core/format/money";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";
import { getSimulatedCheckout } from "#server/services/payments/get-simulated-checkout";
import {
  cancelSimulatedCheckout,
  paySimulatedCheckout,
} from "#server/services/payments/pay-simulated-checkout";
import { Alert } from "../components/ui/alert.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { FactList } from "../features/booking/outcome-panel.tsx";
import { TestModeBanner } from "../features/booking/test-mode-banner.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { actionFailure } from "../lib/action-failure.server.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/pago-simulado.$sessionId";

export const handle = { hideFooter: true };

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "booking")("meta.simulated")), { name: "robots", content: "noindex" }];
}

/**
 * The simulated provider's hosted checkout page (test mode). Like a real hosted page, it is reached with
 * the session URL; 'Pagar' charges nothing and emits the signed checkout.session.completed event.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const checkout = await orNotFound(getSimulatedCheckout(context.deps, params.sessionId));
  // When the page showed the session open: a 'Pagar' from it is a payment in flight (pay-simulated-checkout.ts).
  return { ...checkout, shownAt: new Date().toISOString() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const shown = form.get("shown_open_at");
  try {
    const next =
      intent === "cancel"
        ? await cancelSimulatedCheckout(context.deps, params.sessionId)
        : await paySimulatedCheckout(context.deps, params.sessionId, {
            shownOpenAt: typeof shown === "string" && shown ? new Date(shown) : null,
          });
    return redirect(next.redirectTo);
  } catch (e) {
    return actionFailure(e);
  }
}

export default function SimulatedCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const checkout = loaderData;
  const amount = formatMoney(checkout.amountCents, locale, checkout.currency);
  const expiresAt = checkout.expiresAt
    ? new Intl.DateTimeFormat(intlTag(locale), {
        hour: "2-digit",
        minute: "2-digit",
        // The same on the server and in the browser (no hydration mismatch): the platform's time zone.
        timeZone: PLATFORM_TIME_ZONE,
        timeZoneName: "short",
      }).format(new Date(checkout.expiresAt))
    : null;

  return (
    <div className="min-h-full bg-gray-50">
      <div className="mx-auto w-full max-w-lg space-y-5 px-4 py-8 sm:py-12">
        <TestModeBanner />
        <section className="rounded-3xl border border-gray-200 bg-white p-6 shadow-[0_8px_30px_rgba(16,24,40,0.08)] sm:p-8">
          <p className="text-sm font-medium text-gray-500">{t("simulated.lineItem")}</p>
          <h1 className="mt-1 text-2xl font-bold text-ink">{t("simulated.title")}</h1>
          <p className="mt-4 text-4xl font-bold tracking-tight text-ink" data-testid="simulated-amount">
            {amount}
          </p>
          <div className="mt-6">
            <FactList
              items={[
                { label: t("simulated.reference"), value: checkout.reference, testId: "simulated-reference" },
                { label: t("simulated.trip"), value: checkout.tripTitle },
                { label: t("simulated.travellers"), value: checkout.participants },
              ]}
            />
          </div>

          {checkout.status === "open" ? (
            <>
              <div className="mt-6 flex items-center gap-3 rounded-xl border border-gray-200 px-4 py-3">
                <CreditCard aria-hidden="true" className="size-6 text-gray-500" />
                <div className="text-sm">
                  <p className="font-medium text-ink">{t("simulated.testCard")}</p>
                  <p className="font-mono text-gray-600">{t("simulated.testCardNumber")}</p>
                </div>
              </div>
              {actionData && !actionData.ok ? (
                <Alert tone="error" className="mt-4">
                  {t(actionData.error, { defaultValue: t("errors.paymentFailed") })}
                </Alert>
              ) : null}
              <Form method="post" className="mt-6 grid gap-3">
                <input type="hidden" name="shown_open_at" value={checkout.shownAt} />
                <Button
                  type="submit"
                  name="intent"
                  value="pay"
                  variant="dark"
                  size="lg"
                  fullWidth
                  loading={busyIntent === "pay"}
                  disabled={Boolean(busyIntent)}
                  data-testid="simulated-pay"
                >
                  {busyIntent === "pay" ? t("simulated.paying") : t("simulated.pay", { amount })}
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="cancel"
                  variant="outline"
                  size="lg"
                  fullWidth
                  loading={busyIntent === "cancel"}
                  disabled={Boolean(busyIntent)}
                  data-testid="simulated-cancel"
                >
                  {t("simulated.cancel")}
                </Button>
              </Form>
              {expiresAt ? (
                <p className="mt-4 text-center text-xs text-gray-500">
                  {t("simulated.expiresAt", { time: expiresAt })}
                </p>
              ) : null}
            </>
          ) : (
            <div className="mt-6 space-y-4">
              <Alert tone={checkout.status === "paid" ? "success" : "warning"}>
                {checkout.status === "paid" ? t("simulated.paid") : t("simulated.expired")}
              </Alert>
              <Link
                to={
                  checkout.status === "paid"
                    ? `/success?session_id=${encodeURIComponent(checkout.sessionId)}`
                    : `/cancel?booking=${checkout.bookingId}`
                }
                className={buttonClasses({ variant: "dark", size: "lg", fullWidth: true })}
              >
                {t("simulated.continue")}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
