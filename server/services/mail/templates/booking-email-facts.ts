import type { Locale } from "#core/constants/locales";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";

/** What every booking email says about the booking, in the recipient's language. */
export type BookingEmailFacts = {
  /** The booking's id (links to its receipt). */
  bookingId?: string;
  reference: string;
  tripTitle: string;
  startDate: string;
  endDate: string;
  participants: number;
  totalCents: number;
  currency: string;
};

export function bookingFactLines(f: BookingEmailFacts, locale: Locale): string[] {
  const dates = `${formatLongDate(f.startDate, locale)} – ${formatLongDate(f.endDate, locale)}`;
  const total = formatMoney(f.totalCents, locale, f.currency);
  return locale === "en"
    ? [
        `Booking reference: ${f.reference}`,
        `Trip: ${f.tripTitle} (${dates})`,
        `Travellers: ${f.participants} · Total: ${total}`,
      ]
    : [
        `Referencia de la reserva: ${f.reference}`,
        `Viaje: ${f.tripTitle} (${dates})`,
        `Viajeros: ${f.participants} · Total: ${total}`,
      ];
}

export const money = (cents: number, locale: Locale, currency: string) =>
  formatMoney(cents, locale, currency);
