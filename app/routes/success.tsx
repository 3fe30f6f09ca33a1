import { CircleCheck, Clock, RotateCcw, TimerOff } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { latePaymentCause } from "#core/rules/booking-sale";
import { dashboardPath } from "#core/rules/dashboard-path";
import { policyFigures } from "#core/rules/policy-figures";
import { requireUser } from "#server/auth/guards";
import { isAppError } from "#server/lib/app-error";
import { getCheckoutOutcome } from "#server/services/bookings/get-checkout-outcome";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { FactList, OutcomePanel } from "../features/booking/outcome-panel.tsx";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import { useLocale } from "../lib/use-locale.ts";
import type { Route } from "./+types/success";

/** While the payment is being confirmed the page asks again every 1.5 s, for up to 15 s. */
const POLL_MS = 1500;
const POLL_LIMIT = 10;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "booking")("meta.success")), { name: "robots", content: "noindex" }];
}

/**
 * /success?session_id=…: the booking's real status, read from the server (never from the URL). A visitor is
 * sent to sign in, unless the booking's account was deleted or suspended meanwhile (the service lets them see
 * the outcome: a refunded late payment and why).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw data(null, { status: 404 });
  try {
    const outcome = await orNotFound(getCheckoutOutcome(context.deps, context.user, sessionId));
    return { outcome, dashboard: context.user ? dashboardPath(context.user.role) : null };
  } catch (error) {
    if (isAppError(error) && error.code === "unauthenticated") requireUser(context, request);
    throw error;
  }
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const { outcome, dashboard } = loaderData;
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const pending = outcome.status === "pending_payment";

  useEffect(() => {
    if (!pending || polls >= POLL_LIMIT || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, revalidator]);

  const lateCause = outcome.status === "cancelled" ? latePaymentCause(outcome.cancellationReason) : null;
  const view =
    outcome.status === "confirmed" || outcome.status === "completed"
      ? {
          tone: "success" as const,
          icon: <CircleCheck className="size-8" />,
          title: t("success.confirmedTitle"),
          body: t("success.confirmedBody"),
        }
      : pending
        ? polls < POLL_LIMIT
          ? {
              tone: "pending" as const,
              icon: <Clock className="size-8 animate-pulse" />,
              title: t("success.pendingTitle"),
              body: t("success.pendingBody"),
            }
          : {
              tone: "pending" as const,
              icon: <Clock className="size-8" />,
              title: t("success.slowTitle"),
              body: t("success.slowBody"),
            }
        : lateCause
          ? {
              tone: "warning" as const,
              icon: <RotateCcw className="size-8" />,
              title: t("success.refundedTitle"),
              body:
                lateCause === "no_seats"
                  ? t("success.refundedBody")
                  : t(`success.lateRefund.${lateCause}`, policyFigures()),
            }
          : {
              tone: "neutral" as const,
              icon: <TimerOff className="size-8" />,
              title: t("success.expiredTitle"),
              body: t("success.expiredBody"),
            };

  const paid = outcome.paymentStatus === "paid";
  return (
    <OutcomePanel
      testId="checkout-outcome"
      tone={view.tone}
      icon={view.icon}
      title={view.title}
      body={<p aria-live="polite">{view.body}</p>}
      actions={
        <>
          {dashboard ? (
            <Link
              to={dashboard}
              className={buttonClasses({ variant: "dark", size: "lg" })}
              data-testid="outcome-dashboard"
            >
              {t("success.dashboard")}
            </Link>
          ) : null}
          {view.tone === "neutral" || view.tone === "warning" ? (
            <Link
              to={`/viaje/${outcome.tripSlug}`}
              className={buttonClasses({ variant: "outline", size: "lg" })}
            >
              {t("success.bookAgain")}
            </Link>
          ) : null}
          <Link to="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
            {t("success.home")}
          </Link>
        </>
      }
    >
      <div
        data-testid="outcome-booking"
        data-booking-id={outcome.bookingId}
        data-start-date={outcome.startDate}
        data-late-cause={lateCause ?? undefined}
      >
        <FactList
          items={[
            {
              label: t("success.status"),
              value: (
                <Badge
                  tone={
                    view.tone === "success"
                      ? "success"
                      : view.tone === "pending"
                        ? "info"
                        : view.tone === "warning"
                          ? "warning"
                          : "neutral"
                  }
                  data-status={outcome.status}
                >
                  {t(`success.statuses.${outcome.status}`)}
                </Badge>
              ),
              testId: "outcome-status",
            },
            { label: t("success.reference"), value: outcome.reference, testId: "outcome-reference" },
            { label: t("success.trip"), value: outcome.tripTitle },
            {
              label: t("success.dates"),
              value: `${formatLongDate(outcome.startDate, locale)} – ${formatLongDate(outcome.endDate, locale)}`,
            },
            { label: t("success.travellers"), value: outcome.participants },
            {
              label: paid ? t("success.total") : t("success.totalPending"),
              value: formatMoney(outcome.totalCents, locale, outcome.currency),
              testId: "outcome-total",
            },
          ]}
        />
      </div>
    </OutcomePanel>
  );
}
