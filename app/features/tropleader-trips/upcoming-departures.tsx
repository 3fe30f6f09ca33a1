import { Users } from "lucide-react";
import { Link } from "react-router";
import { formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import type { DepartureOccupancy } from "#core/rules/tropleader-figures";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type DepartureSummary = {
  id: string;
  startDate: string;
  priceCents: number;
  currency: string;
  participants: number;
  maxParticipants: number;
  occupancy: DepartureOccupancy;
};

export const OCCUPANCY_TONE: Record<DepartureOccupancy, BadgeTone> = {
  none: "neutral",
  low: "warning",
  good: "success",
};

/** A trip's upcoming departures: date, price, travellers over places, occupancy, and 'Ver viajeros'. */
export function UpcomingDepartures({
  tripId,
  departures,
}: {
  tripId: string;
  departures: DepartureSummary[];
}) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  if (departures.length === 0) return <p className="text-sm text-gray-600">{t("trips.noUpcoming")}</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-700">{t("trips.upcoming")}</h3>
      <ul
        className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200"
        data-testid="upcoming-departures"
      >
        {departures.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            data-testid="upcoming-departure"
          >
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">{formatShortDate(d.startDate, locale)}</span>
              <span className="tabular-nums">{formatMoney(d.priceCents, locale, d.currency)}</span>
              <span className="tabular-nums">
                {t("trips.seats", { current: d.participants, count: d.maxParticipants })}
              </span>
              <Badge tone={OCCUPANCY_TONE[d.occupancy]}>{t(`trips.occupancy.${d.occupancy}`)}</Badge>
            </span>
            {d.participants > 0 ? (
              <Link
                to={`/tropleader/viajeros/${tripId}/${d.startDate}`}
                className={buttonClasses({ variant: "outline", size: "sm" })}
                aria-label={t("trips.seeTravellersNamed", { date: formatShortDate(d.startDate, locale) })}
              >
                <Users aria-hidden="true" className="size-4" />
                {t("trips.seeTravellers")}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
