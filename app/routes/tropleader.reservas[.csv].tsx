import { requireRole } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { exportGuideBookings } from "#server/services/tropleader/export-guide-bookings";
import { readGuideBookingFilters } from "#server/services/tropleader/list-guide-bookings";
import { createI18n } from "../i18n/create-i18n.ts";
import { orDownloadRefusal } from "../lib/download-refusal.server.ts";
import type { Route } from "./+types/tropleader.reservas[.csv]";

/**
 * Reservas' CSV export: the bookings the filters select (the same ones the list shows), streamed in batches,
 * with headers in the reader's language (export-guide-bookings.ts).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const { page: _page, ...filters } = readGuideBookingFilters(new URL(request.url).searchParams);
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const csv = await orDownloadRefusal(exportGuideBookings(context.deps, user, filters, t), context.locale);
  return csv instanceof Response ? csv : csvResponse(csv);
}
