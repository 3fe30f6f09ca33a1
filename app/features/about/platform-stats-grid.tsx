import { Globe2, Star, UserCheck, Users } from "lucide-react";
import { intlTag } from "#core/constants/locales";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type PlatformStatsView = {
  approvedTropleaders: number;
  travellers: number;
  destinations: number;
  averageRating: number | null;
  reviewsCount: number;
};

/** The four About figures, computed from the database; a rating with no reviews says so. */
export function PlatformStatsGrid({ stats, className }: { stats: PlatformStatsView; className?: string }) {
  const { t } = useTranslation("about");
  const tag = intlTag(useLocale());
  const integer = new Intl.NumberFormat(tag, { useGrouping: "always" });
  const decimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const cards = [
    { key: "tropleaders", icon: UserCheck, value: integer.format(stats.approvedTropleaders) },
    { key: "travellers", icon: Users, value: integer.format(stats.travellers) },
    { key: "destinations", icon: Globe2, value: integer.format(stats.destinations) },
  ] as const;

  return (
    <dl className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {cards.map(({ key, icon: Icon, value }) => (
        <div
          key={key}
          className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6"
          data-stat={key}
        >
          <dt className="order-2 mt-2 text-sm text-gray-600">{t(`stats.${key}`)}</dt>
          <dd className="order-1 flex items-center justify-between">
            <span className="text-4xl font-bold tracking-tight text-ink tabular-nums">{value}</span>
            <Icon aria-hidden="true" className="size-6 text-brand-600" />
          </dd>
        </div>
      ))}
      <div className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6" data-stat="rating">
        <dt className="order-2 mt-2 text-sm text-gray-600">
          {t("stats.rating")}
          <span className="block text-xs text-gray-500">
            {stats.averageRating !== null
              ? t("stats.reviews", { count: stats.reviewsCount })
              : t("stats.noReviewsHint")}
          </span>
        </dt>
        <dd className="order-1 flex items-center justify-between">
          {stats.averageRating !== null ? (
            <span className="flex items-baseline gap-1.5">
              <span className="text-4xl font-bold tracking-tight text-ink tabular-nums">
                {decimal.format(stats.averageRating)}
              </span>
              <span className="text-sm text-gray-500">{t("stats.ratingOutOf")}</span>
            </span>
          ) : (
            <span className="py-1.5 text-2xl font-bold tracking-tight text-ink">{t("stats.noReviews")}</span>
          )}
          <Star aria-hidden="true" className="size-6 fill-amber-400 text-amber-400" />
        </dd>
      </div>
    </dl>
  );
}
