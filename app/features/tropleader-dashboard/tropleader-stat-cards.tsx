import { Clock, Map as MapIcon, Star, Users, Wallet } from "lucide-react";
import { formatMoneyCompact } from "#core/format/money";
import { formatRating } from "#core/format/rating";
import { Card } from "../../components/ui/card.tsx";
import { Figures } from "../../components/ui/figures.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { responseTimeText } from "../../lib/response-time-text.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Props = {
  activeTrips: number;
  totalTravellers: number;
  revenue: { currency: string; totalCents: number }[];
  averageRating: number | null;
  reviewsCount: number;
  responseSeconds: number | null;
};

/** doc 2 §2: the five stat cards, every figure from the database (a figure with no data says so). */
export function TropleaderStatCards(props: Props) {
  const { t } = useTranslation("workspace");
  const { t: tc } = useTranslation("catalogue");
  const locale = useLocale();
  const revenue = (
    <Figures
      figures={
        props.revenue.length === 0
          ? [formatMoneyCompact(0, locale)]
          : props.revenue.map((r) => formatMoneyCompact(r.totalCents, locale, r.currency))
      }
    />
  );
  const items = [
    { key: "trips", label: t("stats.activeTrips"), value: String(props.activeTrips), icon: MapIcon },
    { key: "travellers", label: t("stats.travellers"), value: String(props.totalTravellers), icon: Users },
    { key: "revenue", label: t("stats.revenue"), value: revenue, hint: t("stats.revenueHint"), icon: Wallet },
    {
      key: "rating",
      label: t("stats.rating"),
      value: props.averageRating === null ? t("stats.ratingNone") : formatRating(props.averageRating, locale),
      empty: props.averageRating === null,
      hint: props.averageRating === null ? undefined : t("stats.reviews", { count: props.reviewsCount }),
      icon: Star,
    },
    {
      key: "response",
      label: t("stats.responseTime"),
      value: responseTimeText(tc, props.responseSeconds),
      empty: props.responseSeconds === null,
      icon: Clock,
    },
  ];
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-5">
      {items.map(({ key, label, value, hint, empty, icon: Icon }) => (
        <li key={key} className="min-w-0 last:col-span-2 lg:last:col-span-1">
          <Card
            padding="sm"
            className="flex h-full flex-col items-start gap-2"
            data-testid={`guide-stat-${key}`}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-gray-600">{label}</p>
              <p
                className={empty ? "text-base font-semibold text-gray-700" : "text-xl font-bold tabular-nums"}
                data-testid={`guide-stat-${key}-value`}
              >
                {value}
              </p>
              {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
