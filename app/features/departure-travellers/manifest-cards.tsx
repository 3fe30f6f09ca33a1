import { CalendarDays, Ticket, Users, Wallet } from "lucide-react";
import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Departure = {
  startDate: string;
  participants: number;
  maxParticipants: number;
  placesLeft: number;
  revenueCents: number;
  currency: string;
};

/** doc 2 §2: participants over places, the date, the revenue and the places left. */
export function ManifestCards({ departure }: { departure: Departure }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const items = [
    {
      key: "participants",
      icon: Users,
      label: t("travellers.participants"),
      value: `${departure.participants}/${departure.maxParticipants}`,
    },
    {
      key: "date",
      icon: CalendarDays,
      label: t("travellers.date"),
      value: formatLongDate(departure.startDate, locale),
    },
    {
      key: "revenue",
      icon: Wallet,
      label: t("travellers.revenue"),
      value: formatMoney(departure.revenueCents, locale, departure.currency),
    },
    { key: "places", icon: Ticket, label: t("travellers.placesLeft"), value: String(departure.placesLeft) },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ key, icon: Icon, label, value }) => (
        <li key={key}>
          <Card padding="sm" className="h-full" data-testid={`manifest-${key}`}>
            <p className="flex items-center gap-2 text-sm text-gray-600">
              <Icon aria-hidden="true" className="size-4 text-brand-800" />
              {label}
            </p>
            <p className="mt-1 text-lg font-bold tabular-nums" data-testid={`manifest-${key}-value`}>
              {value}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
