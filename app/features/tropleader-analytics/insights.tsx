import { Lightbulb } from "lucide-react";
import { formatMonth } from "#core/format/dates";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Insights = {
  popularTrip: { title: string; sharePercent: number } | null;
  bestMonth: { month: string; bookings: number } | null;
  opportunity: { title: string; visitors: number } | null;
};

/** Insights computed from the guide's data (none are canned texts); with no data, it says so. */
export function AnalyticsInsights({ insights }: { insights: Insights }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const lines = [
    insights.popularTrip
      ? t("analytics.insightPopular", {
          title: insights.popularTrip.title,
          share: insights.popularTrip.sharePercent,
        })
      : null,
    insights.bestMonth
      ? t("analytics.insightBestMonth", {
          month: formatMonth(insights.bestMonth.month, locale),
          count: insights.bestMonth.bookings,
        })
      : null,
    insights.opportunity
      ? t("analytics.insightOpportunity", {
          title: insights.opportunity.title,
          count: insights.opportunity.visitors,
        })
      : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <Card className="min-w-0 space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Lightbulb aria-hidden="true" className="size-5 text-brand-800" />
        {t("analytics.insights")}
      </h2>
      {lines.length ? (
        <ul className="list-disc space-y-1.5 pl-5 text-sm" data-testid="insights">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t("analytics.insightsNone")}</p>
      )}
    </Card>
  );
}
