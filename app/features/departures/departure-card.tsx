import { CalendarDays, ShieldCheck, TriangleAlert, Users } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { policyFigures } from "#core/rules/policy-figures";
import type { ManagedDeparture } from "#server/services/departures/list-trip-departures";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { ConfirmedAction } from "./confirmed-action.tsx";
import type { CancellationPreview } from "./departure-types.ts";

const STATUS_TONE: Record<ManagedDeparture["status"], BadgeTone> = {
  available: "success",
  full: "warning",
  cancelled: "danger",
};

/** One departure on the dates page: dates, price, seats, guaranteed state, and what can be done with it. */
export function DepartureCard({
  departure,
  preview,
  editable,
  asking,
  children,
}: {
  departure: ManagedDeparture;
  preview: CancellationPreview | null;
  /** The guide may change it (upcoming, not cancelled, allowed to publish). */
  editable: boolean;
  /** A question asked before the scripts loaded ('delete' or 'cancel'), for this departure. */
  asking: "delete" | "cancel" | null;
  /** The edit form, when open. */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("departures");
  const locale = useLocale();
  const d = departure;
  const date = formatLongDate(d.startDate, locale);
  const needed = Math.max(0, d.minParticipants - d.confirmedSeats);
  const amount = preview ? formatMoney(preview.refundCents, locale, preview.currency) : "";
  return (
    <li
      className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="departure"
      data-start={d.startDate}
      data-departure-id={d.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-semibold">
            <CalendarDays aria-hidden="true" className="size-4 text-gray-500" />
            {t("card.dates", { start: date, end: formatLongDate(d.endDate, locale) })}
          </p>
          <p className="mt-1 text-sm text-gray-700">
            {formatMoney(d.priceCents, locale, d.currency)} ·{" "}
            {t("card.seats", { taken: d.currentParticipants, count: d.maxParticipants })}
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-600">
            <Users aria-hidden="true" className="size-4" />
            {t("card.travellers", { count: d.confirmedSeats })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[d.status]}>{t(`card.status.${d.status}`)}</Badge>
          {d.status !== "cancelled" ? (
            needed === 0 ? (
              <Badge tone="brand">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t("card.guaranteed")}
              </Badge>
            ) : (
              <Badge tone="neutral">{t("card.needs", { count: needed })}</Badge>
            )
          ) : null}
        </div>
      </div>
      {d.overlaps ? (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-amber-800">
          <TriangleAlert aria-hidden="true" className="size-4" />
          {t("card.overlaps")}
        </p>
      ) : null}
      {editable ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Link
            to={`?editar=${d.id}`}
            preventScrollReset
            className={buttonClasses({ variant: "outline", size: "sm" })}
            aria-label={t("card.editTitle", { date })}
          >
            {t("card.edit")}
          </Link>
          {d.bookingsCount === 0 ? (
            <ConfirmedAction
              intent="delete"
              departureId={d.id}
              label={t("card.delete")}
              title={t("card.deleteTitle", { date })}
              message={t("card.deleteBody")}
              confirmLabel={t("card.delete")}
              cancelLabel={t("card.keep")}
              asking={asking === "delete"}
            />
          ) : (
            <ConfirmedAction
              intent="cancel"
              departureId={d.id}
              label={t("card.cancel")}
              title={t("card.cancelTitle", { date })}
              message={
                <>
                  <p>
                    {preview && preview.bookings > 0
                      ? t("card.cancelBody", {
                          count: preview.travellers,
                          bookings: t("card.cancelBookings", { count: preview.bookings }),
                          amount,
                          ...policyFigures(),
                        })
                      : t("card.cancelNobody")}
                  </p>
                  {preview && preview.openHolds > 0 ? (
                    <p className="mt-1">{t("card.cancelHolds", { count: preview.openHolds })}</p>
                  ) : null}
                </>
              }
              confirmLabel={t("card.cancelConfirm")}
              cancelLabel={t("card.keep")}
              asking={asking === "cancel"}
            />
          )}
        </div>
      ) : null}
      {children ? <div className="mt-4 border-t border-gray-100 pt-4">{children}</div> : null}
    </li>
  );
}
