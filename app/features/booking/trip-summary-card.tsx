import { CalendarDays, MapPin, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { Locale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import type { BookingFormData } from "#server/services/bookings/get-booking-form";
import { useTranslation } from "../../i18n/use-translation.ts";

type TripSummaryCardProps = {
  trip: Pick<
    BookingFormData["trip"],
    "title" | "heroImageUrl" | "durationDays" | "country" | "city" | "tropleaderName"
  > & { titleLang?: string };
  departure: Pick<BookingFormData["departure"], "startDate" | "endDate">;
  locale: Locale;
  children?: ReactNode;
};

/** The trip and departure being booked, with room below for the price breakdown. */
export function TripSummaryCard({ trip, departure, locale, children }: TripSummaryCardProps) {
  const { t } = useTranslation("booking");
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-[0_8px_30px_rgba(16,24,40,0.08)]"
      data-testid="booking-summary"
    >
      {trip.heroImageUrl ? (
        <img src={trip.heroImageUrl} alt="" className="aspect-[16/9] w-full object-cover" loading="eager" />
      ) : null}
      <div className="space-y-4 p-5">
        <div>
          <p
            className="text-xs font-semibold tracking-wide text-gray-500 uppercase"
            id="booking-summary-title"
          >
            {t("form.summaryTitle")}
          </p>
          <h2
            className="mt-1 text-lg leading-snug font-semibold text-ink"
            lang={trip.titleLang && trip.titleLang !== locale ? trip.titleLang : undefined}
          >
            {trip.title}
          </h2>
        </div>
        <ul className="space-y-2 text-sm text-gray-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>
              {t("form.dates", {
                start: formatLongDate(departure.startDate, locale),
                end: formatLongDate(departure.endDate, locale),
              })}{" "}
              <span className="text-gray-500">· {t("form.days", { count: trip.durationDays })}</span>
            </span>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>
              {trip.city}, {trip.country}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
            <span>{t("form.ledBy", { name: trip.tropleaderName })}</span>
          </li>
        </ul>
        {children}
      </div>
    </section>
  );
}
