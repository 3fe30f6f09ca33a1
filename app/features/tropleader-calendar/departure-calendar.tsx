import { CalendarX2, ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatMonth, formatShortDate } from "#core/format/dates";
import type { DepartureOccupancy } from "#core/rules/tropleader-figures";
import { buttonClasses } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { monthWeeks } from "./month-grid.ts";

type Item = {
  departureId: string;
  tripId: string;
  title: string;
  date: string;
  participants: number;
  maxParticipants: number;
  occupancy: DepartureOccupancy;
};

/** Occupancy colours (with the label in text too: colour is never the only signal). */
const COLOUR: Record<DepartureOccupancy, string> = {
  none: "border-gray-300 bg-gray-50 text-gray-800",
  low: "border-amber-300 bg-amber-50 text-amber-900",
  good: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

function DepartureChip({ item, compact }: { item: Item; compact?: boolean }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  return (
    <Link
      to={`/tropleader/viajeros/${item.tripId}/${item.date}`}
      className={cn(
        "block rounded-lg border px-2 py-1 text-xs hover:underline focus-visible:outline-2 focus-visible:outline-ink",
        COLOUR[item.occupancy],
      )}
      data-testid="calendar-item"
      data-occupancy={item.occupancy}
    >
      {compact ? null : <span className="block font-semibold">{formatShortDate(item.date, locale)}</span>}
      <span className="block truncate font-medium">{item.title}</span>
      <span className="block tabular-nums">
        {t("calendar.seats", { current: item.participants, max: item.maxParticipants })} ·{" "}
        {t(`trips.occupancy.${item.occupancy}`)}
      </span>
    </Link>
  );
}

/**
 * Calendario (doc 2 §2): a month of departures coloured by occupancy, each linking to its travellers; a
 * month grid on wide screens and a list on a phone, with links to the previous and next month.
 */
export function DepartureCalendar({
  month,
  previous,
  next,
  items,
}: {
  month: string;
  previous: string;
  next: string;
  items: Item[];
}) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const byDay = new Map<string, Item[]>();
  for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);
  const weekdays = t("calendar.weekdays", { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="calendar-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-title" className="text-lg font-semibold first-letter:uppercase">
          {formatMonth(month, locale)}
        </h2>
        <div className="flex gap-2">
          <Link to={`?mes=${previous}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("calendar.previous")}
          </Link>
          <Link to={`?mes=${next}`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("calendar.next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={<CalendarX2 aria-hidden="true" />} title={t("calendar.empty")} />
      ) : null}
      <ul className="space-y-2 md:hidden" data-testid="calendar-list">
        {items.map((item) => (
          <li key={item.departureId}>
            <DepartureChip item={item} />
          </li>
        ))}
      </ul>
      {items.length > 0 ? (
        <table
          className="hidden w-full table-fixed border-collapse text-sm md:table"
          data-testid="calendar-grid"
        >
          <caption className="sr-only">{t("calendar.title")}</caption>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className="pb-2 text-left text-xs font-semibold text-gray-600 uppercase"
                >
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean) ?? "pad"}>
                {week.map((day, i) => (
                  <td key={day ?? `pad-${i}`} className="h-24 border border-gray-200 p-1 align-top">
                    {day ? (
                      <>
                        <span className="block text-xs text-gray-600">{Number(day.slice(8))}</span>
                        <div className="mt-1 space-y-1">
                          {(byDay.get(day) ?? []).map((item) => (
                            <DepartureChip key={item.departureId} item={item} compact />
                          ))}
                        </div>
                      </>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
