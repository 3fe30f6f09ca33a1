import { CircleCheck, Clock, RotateCcw, TimerOff } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { dashboardPath } from "#core/rules/dashboard-path";
import { requireUser } from "#server/auth/guards";
import { getCheckoutOutcome } from "#server/services/bookings/get-checkout-outcome";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { FactList, OutcomePanel } from "../features/booking/outcome-panel.tsx";
import { useLocale } from "../features/dashboard/use-locale.ts";
import { metaT, pageMeta } from "../i18n/page-meta.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { orNotFound } from "../lib/or-not-found.ts";
import type { Route } from "./+types/success";

/** While the payment is being confirmed the page asks again every 1.5 s, for up to 15 s. */
const POLL_MS = 1500;
const POLL_LIMIT = 10;

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaT(matches, "booking")("meta.success")), { name: "robots", content: "noindex" }];
}

/** /success?session_id=…: the booking's real status, read from the server (never from the URL). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw data(null, { status: 404 });
  const outcome = await orNotFound(getCheckoutOutcome(context.deps, user, sessionId));
  return { outcome, dashboard: dashboardPath(user.role) };
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

  const refunded = outcome.status === "cancelled" && outcome.cancellationReason === "late_payment_no_seats";
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
        : refunded
          ? {
              tone: "warning" as const,
              icon: <RotateCcw className="size-8" />,
              title: t("success.refundedTitle"),
              body: t("success.refundedBody"),
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
          <Link
            to={dashboard}
            className={buttonClasses({ variant: "dark", size: "lg" })}
            data-testid="outcome-dashboard"
          >
            {t("success.dashboard")}
          </Link>
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
