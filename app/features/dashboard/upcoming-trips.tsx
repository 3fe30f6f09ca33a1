import { ChevronDown, Compass, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { platformDaysUntil } from "#core/rules/platform-calendar";
import { CancelBookingButton } from "../../components/cancel-booking-button.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { BookingCard } from "./booking-card.tsx";
import type { DashboardBooking } from "./dashboard-types.ts";
import { MessageLeaderButton } from "./message-leader-button.tsx";
import { TripDocumentsButton } from "./trip-documents-button.tsx";

type UpcomingTripsProps = { upcoming: DashboardBooking[]; cancelled: DashboardBooking[] };

/** Mis Viajes: bookings of departures still to come, then the cancelled ones folded away. */
export function UpcomingTrips({ upcoming, cancelled }: UpcomingTripsProps) {
  const { t } = useTranslation("dashboard");
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      {upcoming.length === 0 ? (
        <EmptyState
          icon={<Compass />}
          title={t("trips.emptyTitle")}
          description={t("trips.emptyBody")}
          action={
            <Link to="/viajes" className={buttonClasses({ variant: "dark" })}>
              {t("exploreTrips")}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4" data-testid="upcoming-bookings">
          {upcoming.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                note={<Countdown startDate={booking.departure.startDate} />}
                actions={
                  <>
                    <Link
                      to={`/viaje/${booking.trip.slug}`}
                      className={buttonClasses({ variant: "dark", size: "sm" })}
                    >
                      <ExternalLink aria-hidden="true" className="size-4" />
                      {t("booking.viewTrip")}
                    </Link>
                    <MessageLeaderButton
                      tropleaderId={booking.tropleader.id}
                      tropleaderName={booking.tropleader.name}
                      tripId={booking.trip.id}
                    />
                    {booking.status === "confirmed" ? (
                      <TripDocumentsButton tripId={booking.trip.id} tripTitle={booking.trip.title} />
                    ) : null}
                    <span className="sm:ml-auto">
                      <CancelBookingButton bookingId={booking.id} />
                    </span>
                  </>
                }
                footer={
                  booking.status === "pending_payment" ? (
                    <p className="text-sm text-amber-800">{t("booking.pendingPaymentHint")}</p>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}

      {cancelled.length ? (
        <details
          className="group rounded-2xl border border-gray-200 bg-white"
          data-testid="cancelled-bookings"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {t("trips.cancelledTitle", { count: cancelled.length })}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="flex flex-col gap-4 border-t border-gray-100 p-4 sm:p-5">
            {cancelled.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  muted
                  note={
                    booking.refundedCents > 0
                      ? t("booking.refunded", {
                          amount: formatMoney(booking.refundedCents, locale, booking.currency),
                        })
                      : t("booking.noRefund")
                  }
                  footer={
                    booking.cancelledAt ? (
                      <p className="text-sm text-gray-600">
                        {t("booking.cancelledOn", {
                          date: formatLongDate(new Date(booking.cancelledAt), locale),
                        })}
                      </p>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function Countdown({ startDate }: { startDate: string }) {
  const { t } = useTranslation("dashboard");
  const days = platformDaysUntil(startDate);
  return (
    <span className="inline-flex items-center rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-white">
      {days <= 0 ? t("booking.startsToday") : t("booking.daysToGo", { count: days })}
    </span>
  );
}
