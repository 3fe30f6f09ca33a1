import { requireRole } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { exportTropleaderBookings } from "#server/services/tropleader/export-tropleader-bookings";
import { readTropleaderBookingFilters } from "#server/services/tropleader/list-tropleader-bookings";
import { createI18n } from "../i18n/create-i18n.ts";
import { orDownloadRefusal } from "../lib/download-refusal.server.ts";
import type { Route } from "./+types/tropleader.reservas[.csv]";

/**
 * Reservas' CSV export: the bookings the filters select (the same ones the list shows), streamed in batches,
 * with headers in the reader's language (export-tropleader-bookings.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const {
    page: _page,
    after: _after,
    before: _before,
    ...filters
  } = readTropleaderBookingFilters(new URL(request.url).searchParams);
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const csv = await orDownloadRefusal(
    exportTropleaderBookings(context.deps, user, filters, t),
    context.locale,
  );
  return csv instanceof Response ? csv : csvResponse(csv);
}
