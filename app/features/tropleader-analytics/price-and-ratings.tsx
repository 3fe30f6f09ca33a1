import { Star } from "lucide-react";
import { formatMoney } from "#core/format/money";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Props = {
  currency: string;
  averagePrice: { thisMonthCents: number | null; changePercent: number | null };
  ratings: { stars: number; count: number }[];
};

/** The average price per booking this month (with its change against last month) and the rating bars. */
export function PriceAndRatings({ currency, averagePrice, ratings }: Props) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const total = ratings.reduce((n, r) => n + r.count, 0);
  const change = averagePrice.changePercent;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Card className="min-w-0 space-y-2">
        <h2 className="text-lg font-semibold">{t("analytics.averagePrice")}</h2>
        <p className="text-2xl font-bold tabular-nums" data-testid="average-price">
          {averagePrice.thisMonthCents === null
            ? t("analytics.averageNone")
            : formatMoney(averagePrice.thisMonthCents, locale, currency)}
        </p>
        <p className="text-sm text-gray-600" data-testid="average-price-change">
          {change === null
            ? t("summary.noChange")
            : t("summary.change", { sign: change > 0 ? "+" : "", percent: change })}
        </p>
      </Card>
      <Card className="min-w-0 space-y-3">
        <h2 className="text-lg font-semibold">{t("analytics.ratings")}</h2>
        {total === 0 ? (
          <p className="text-sm text-gray-600">{t("analytics.ratingsNone")}</p>
        ) : (
          <ul className="space-y-1.5" data-testid="rating-distribution">
            {ratings.map((r) => (
              <li key={r.stars} className="flex items-center gap-2 text-sm">
                <span className="inline-flex w-16 shrink-0 items-center gap-1">
                  {r.stars}
                  <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                  <span className="sr-only">{t("analytics.stars", { count: r.stars })}</span>
                </span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                  <span
                    className="block h-full bg-amber-400"
                    style={{ width: `${(r.count / total) * 100}%` }}
                  />
                </span>
                <span className="w-20 shrink-0 text-right tabular-nums">
                  {t("analytics.reviewsCount", { count: r.count })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
