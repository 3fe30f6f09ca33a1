import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { formatShortDate } from "#core/format/dates";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/input.tsx";
import { SelectField } from "../../components/ui/select.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export const BOOKING_STATUSES = ["confirmed", "completed", "cancelled", "pending_payment"] as const;

type Props = {
  trips: { id: string; title: string }[];
  departures: { id: string; tripId: string; startDate: string }[];
  filters: { tripId: string | null; departureId: string | null; status: string | null; q: string };
  exportHref: string;
};

/**
 * Reservas' filters: a GET form (the filters live in the address, so a filtered list can be shared and works
 * before the scripts load), with the CSV export of what is filtered.
 */
export function BookingFilters({ trips, departures, filters, exportHref }: Props) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const tripTitle = new Map(trips.map((trip) => [trip.id, trip.title]));
  const shown = filters.tripId ? departures.filter((d) => d.tripId === filters.tripId) : departures;
  const active = Boolean(filters.tripId || filters.departureId || filters.status || filters.q);
  return (
    <Form
      method="get"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr_auto]"
      data-testid="booking-filters"
    >
      <SelectField
        label={t("bookings.filterTrip")}
        name="viaje"
        defaultValue={filters.tripId ?? ""}
        placeholder={t("bookings.all")}
        options={trips.map((trip) => ({ value: trip.id, label: trip.title }))}
      />
      <SelectField
        label={t("bookings.filterDeparture")}
        name="salida"
        defaultValue={filters.departureId ?? ""}
        placeholder={t("bookings.allDepartures")}
        options={shown.map((d) => ({
          value: d.id,
          label: filters.tripId
            ? formatShortDate(d.startDate, locale)
            : `${formatShortDate(d.startDate, locale)} · ${tripTitle.get(d.tripId) ?? ""}`,
        }))}
      />
      <SelectField
        label={t("bookings.filterStatus")}
        name="estado"
        defaultValue={filters.status ?? ""}
        placeholder={t("bookings.all")}
        options={BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookings.statusName.${s}`) }))}
      />
      <TextField
        label={t("bookings.search")}
        name="q"
        type="search"
        defaultValue={filters.q}
        maxLength={100}
        leading={<Search aria-hidden="true" className="size-4" />}
      />
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" variant="dark">
          {t("bookings.apply")}
        </Button>
        {active ? (
          <Link to="/tropleader/dashboard/reservas" className={buttonClasses({ variant: "ghost" })}>
            {t("bookings.clear")}
          </Link>
        ) : null}
        <a
          href={exportHref}
          className={buttonClasses({ variant: "outline" })}
          download
          data-testid="bookings-export"
        >
          <Download aria-hidden="true" className="size-4" />
          {t("bookings.export")}
        </a>
      </div>
    </Form>
  );
}
