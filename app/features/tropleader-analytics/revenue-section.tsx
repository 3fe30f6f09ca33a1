import { lazy, Suspense, useEffect, useState } from "react";
import { formatMonth } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import { Card } from "../../components/ui/card.tsx";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

const RevenueChart = lazy(() => import("./revenue-chart.tsx"));

type Month = { month: string; revenueCents: number; bookings: number };

/** Revenue per month: the bars (loaded in the browser, on this tab only) and the same figures as a table. */
export function RevenueSection({ months, currency }: { months: Month[]; currency: string }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const short = (m: string) =>
    new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", { month: "short", timeZone: "UTC" }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  return (
    <Card className="min-w-0 space-y-4">
      <div>
        <h2 className="text-lg font-semibold">{t("analytics.revenueChart")}</h2>
        <p className="text-sm text-gray-600">{t("analytics.revenueChartHint", { currency })}</p>
      </div>
      {inBrowser ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <RevenueChart
            points={months.map((m) => ({ label: short(m.month), revenueCents: m.revenueCents }))}
            locale={locale}
            currency={currency}
          />
        </Suspense>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      <ScrollRegion label={t("analytics.tableCaption")}>
        <table className="w-full text-sm" data-testid="revenue-table">
          <caption className="sr-only">{t("analytics.tableCaption")}</caption>
          <thead className="text-left text-xs tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t("analytics.month")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("analytics.revenue")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("analytics.bookings")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {months.map((m) => (
              <tr key={m.month} data-month={m.month}>
                <th scope="row" className="py-1.5 pr-3 text-left font-normal first-letter:uppercase">
                  {formatMonth(m.month, locale)}
                </th>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {formatMoney(m.revenueCents, locale, currency)}
                </td>
                <td className="py-1.5 text-right tabular-nums">{m.bookings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
