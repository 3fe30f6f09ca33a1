import { Inbox } from "lucide-react";
import { formatDateTime, formatShortDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import type { TropleaderBooking } from "#server/services/tropleader/list-tropleader-bookings";
import { BookingStatusBadges } from "../../components/booking-status-badges.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { personName } from "../../lib/person-name.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type ListedBooking = TropleaderBooking;

/** Reservas: a table on wide screens, one card per booking on a phone. */
export function BookingList({ bookings, filtered }: { bookings: ListedBooking[]; filtered: boolean }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  if (bookings.length === 0) {
    return (
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
        title={filtered ? t("bookings.empty") : t("bookings.emptyAll")}
      />
    );
  }
  const money = (cents: number | null, currency: string) =>
    cents === null ? "—" : formatMoney(cents, locale, currency);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-gray-200 md:block">
        <table className="w-full text-left text-sm" data-testid="bookings-table">
          <thead className="bg-gray-50 text-xs tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("bookings.reference")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("bookings.traveller")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("bookings.trip")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("bookings.participants")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("bookings.total")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("bookings.yourShare")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("bookings.status")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("bookings.bookedAt")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {bookings.map((b) => (
              <tr key={b.id} data-testid="guide-booking" data-reference={b.reference}>
                <td className="px-3 py-2 font-mono text-xs">{b.reference}</td>
                <td className="px-3 py-2">
                  <span className="block font-medium">{personName(b.travellerName, t)}</span>
                  <span className="block text-xs text-gray-600">{b.travellerEmail}</span>
                </td>
                <td className="px-3 py-2">
                  <span className="block">{b.tripTitle}</span>
                  <span className="block text-xs text-gray-600">{formatShortDate(b.startDate, locale)}</span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="guide-booking-participants">
                  {b.participants}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{money(b.totalCents, b.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="guide-booking-share">
                  {money(b.guideAmountCents, b.currency)}
                </td>
                <td className="px-3 py-2">
                  <BookingStatusBadges status={b.status} paymentStatus={b.paymentStatus} />
                </td>
                <td className="px-3 py-2 text-xs text-gray-600">{formatDateTime(b.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" data-testid="bookings-cards">
        {bookings.map((b) => (
          <li key={b.id} className="rounded-2xl border border-gray-200 p-4" data-reference={b.reference}>
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{personName(b.travellerName, t)}</span>
                <span className="block font-mono text-xs text-gray-600">{b.reference}</span>
              </span>
              <span className="font-semibold tabular-nums">{money(b.totalCents, b.currency)}</span>
            </div>
            <p className="mt-1 text-sm text-gray-700">
              {b.tripTitle} · {formatShortDate(b.startDate, locale)} ·{" "}
              {t("travellers.places", { count: b.participants })}
            </p>
            <div className="mt-2">
              <BookingStatusBadges status={b.status} paymentStatus={b.paymentStatus} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
