import { platformToday } from "#core/rules/refund-tier";
import { requireRole } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { eachGuideBooking, readGuideBookingFilters } from "#server/services/tropleader/list-guide-bookings";
import { createI18n } from "../i18n/create-i18n.ts";
import type { Route } from "./+types/tropleader.reservas[.csv]";

const amount = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/**
 * Reservas' CSV export: the bookings the filters select (the same ones the list shows), streamed in batches,
 * with headers in the reader's language and amounts as plain numbers with their currency.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const { page: _page, ...filters } = readGuideBookingFilters(new URL(request.url).searchParams);
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const header = [
    "reference",
    "trip",
    "departure",
    "traveller",
    "email",
    "participants",
    "total",
    "yourShare",
    "currency",
    "status",
    "payment",
    "bookedAt",
  ].map((key) => t(`bookingsCsv.${key}`));
  async function* rows() {
    for await (const b of eachGuideBooking(context.deps, user, filters)) {
      yield [
        b.reference,
        b.tripTitle,
        b.startDate,
        b.travellerName,
        b.travellerEmail,
        b.participants,
        amount(b.totalCents),
        amount(b.guideAmountCents),
        b.currency,
        t(`bookings.statusName.${b.status}`),
        b.paymentStatus,
        b.createdAt,
      ];
    }
  }
  return csvResponse(`tropa-reservas-${platformToday()}.csv`, header, rows());
}
