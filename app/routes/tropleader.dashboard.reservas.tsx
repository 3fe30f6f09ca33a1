import { useLocation } from "react-router";
import { requireRole } from "#server/auth/guards";
import { listBookingFilterOptions } from "#server/services/tropleader/list-booking-filter-options";
import {
  listTropleaderBookings,
  readTropleaderBookingFilters,
} from "#server/services/tropleader/list-tropleader-bookings";
import { BookingFilters } from "../features/tropleader-bookings/booking-filters.tsx";
import { BookingList } from "../features/tropleader-bookings/booking-list.tsx";
import { Pagination } from "../features/tropleader-bookings/pagination.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { Route } from "./+types/tropleader.dashboard.reservas";

/** Reservas (issue 11): every booking on the guide's trips, filtered and paginated on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const filters = readTropleaderBookingFilters(new URL(request.url).searchParams);
  const [list, options] = await Promise.all([
    listTropleaderBookings(context.deps, user, filters),
    listBookingFilterOptions(context.deps, user),
  ]);
  return { ...list, options, filters };
}

export default function TropleaderBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const { search } = useLocation();
  const { rows, total, page, pageCount, newer, older, options, filters } = loaderData;
  const exportParams = new URLSearchParams(search);
  for (const key of ["pagina", "despues", "antes"]) exportParams.delete(key);
  const filtered = Boolean(filters.tripId || filters.departureId || filters.status || filters.q);
  return (
    <section aria-labelledby="bookings-title" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bookings-title" className="text-lg font-semibold">
          {t("bookings.title")}
        </h2>
        <p className="text-sm text-gray-600" role="status" data-testid="bookings-count">
          {t("bookings.count", { count: total })}
        </p>
      </div>
      <BookingFilters
        trips={options.trips}
        departures={options.departures}
        filters={filters}
        exportHref={`/tropleader/reservas.csv${exportParams.size ? `?${exportParams}` : ""}`}
      />
      <BookingList bookings={rows} filtered={filtered} />
      <Pagination page={page} pageCount={pageCount} newer={newer} older={older} />
    </section>
  );
}
