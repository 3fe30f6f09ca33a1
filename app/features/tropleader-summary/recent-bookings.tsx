import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { BookingStatusBadges } from "../../components/booking-status-badges.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { personName } from "../../lib/person-name.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Booking = {
  id: string;
  reference: string;
  tripTitle: string;
  startDate: string;
  travellerName: string;
  participants: number;
  totalCents: number;
  currency: string;
  status: "confirmed" | "completed" | "cancelled" | "pending_payment";
  paymentStatus: string;
};

/** Resumen: the five most recent paid bookings on the guide's trips (real ones, not a sample traveller). */
export function RecentBookings({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  return (
    <Card padding="none" className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
        <h2 className="font-semibold">{t("summary.recent")}</h2>
        <Link
          to="/tropleader/dashboard/reservas"
          className="text-sm font-semibold underline underline-offset-4"
        >
          {t("summary.allBookings")}
        </Link>
      </div>
      {bookings.length === 0 ? (
        <EmptyState className="m-4" icon={<Inbox aria-hidden="true" />} title={t("summary.recentEmpty")} />
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="recent-bookings">
          {bookings.map((b) => (
            <li
              key={b.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              data-testid="recent-booking"
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{personName(b.travellerName, t)}</span>
                <span className="block truncate text-sm text-gray-600">
                  {b.tripTitle} · {formatShortDate(b.startDate, locale)} ·{" "}
                  {t("travellers.places", { count: b.participants })}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <span className="font-semibold tabular-nums">
                  {formatMoney(b.totalCents, locale, b.currency)}
                </span>
                <BookingStatusBadges status={b.status} paymentStatus={b.paymentStatus} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
