import { CircleSlash } from "lucide-react";
import { Link } from "react-router";
import { dashboardPath } from "#core/rules/dashboard-path";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { leaveCheckout } from "#server/services/bookings/leave-checkout";
import { buttonClasses } from "../components/ui/button.tsx";
import { OutcomePanel } from "../features/booking/outcome-panel.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/cancel";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "booking")("meta.cancel")), { name: "robots", content: "noindex" }];
}

/**
 * /cancel?booking=…: the provider sends the traveller here when they leave the payment page. Arriving here
 * IS the cancellation (the provider's cancel URL is a plain GET), so the hold is released now rather than in
 * 30 minutes; releasing is idempotent and limited to the booking's owner.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const bookingId = new URL(request.url).searchParams.get("booking");
  let released: Awaited<ReturnType<typeof leaveCheckout>> | null = null;
  if (bookingId && /^[0-9a-f-]{36}$/i.test(bookingId)) {
    try {
      released = await leaveCheckout(context.deps, user, bookingId);
    } catch (e) {
      if (!isAppError(e)) throw e;
    }
  }
  return { released, dashboard: dashboardPath(user.role) };
}

export default function Cancel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { released, dashboard } = loaderData;
  return (
    <OutcomePanel
      testId="checkout-cancelled"
      tone="neutral"
      icon={<CircleSlash className="size-8" />}
      title={t("cancelPage.title")}
      body={
        <>
          <p className="font-medium text-ink">{t("cancelPage.body")}</p>
          {released ? (
            <p className="mt-2" data-testid="cancel-outcome" data-outcome={released.outcome}>
              {t(`cancelPage.${released.outcome}`, {
                trip: released.tripTitle,
                reference: released.reference,
              })}
            </p>
          ) : null}
        </>
      }
      actions={
        <>
          {released && released.outcome !== "paid" ? (
            <Link
              to={`/viaje/${released.tripSlug}?departure=${released.departureId}`}
              className={buttonClasses({ variant: "dark", size: "lg" })}
            >
              {t("cancelPage.tryAgain")}
            </Link>
          ) : null}
          <Link to={dashboard} className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("cancelPage.dashboard")}
          </Link>
          <Link to="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("cancelPage.home")}
          </Link>
        </>
      }
    />
  );
}
