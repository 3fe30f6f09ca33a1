import { BarChart3, CalendarCheck2, Repeat2, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { formatMoney } from "#core/format/money";
import type { OccupancyLabel } from "#core/rules/tropleader-figures";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Figures } from "../../components/ui/figures.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

type Stats = {
  revenue: { currency: string; thisMonthCents: number; lastMonthCents: number }[];
  revenueChange: { currency: string; percent: number | null }[];
  monthlyBookings: number;
  bookingsChange: number | null;
  occupancy: { percent: number; label: OccupancyLabel; seats: number; capacity: number } | null;
  repeatCustomers: { customers: number; sharePercent: number | null };
};

const LABEL_TONE: Record<OccupancyLabel, BadgeTone> = {
  excellent: "success",
  good: "brand",
  fair: "warning",
  low: "neutral",
};

function Figure({
  icon,
  label,
  value,
  detail,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail: ReactNode;
  testId: string;
}) {
  return (
    <Card padding="sm" className="h-full" data-testid={testId}>
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <span aria-hidden="true" className="text-brand-800 [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </p>
      <p className="mt-2 text-2xl font-bold tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      <p className="mt-1 text-sm text-gray-600" data-testid={`${testId}-detail`}>
        {detail}
      </p>
    </Card>
  );
}

/** Resumen (doc 2 §2): this month against last month, occupancy with its label, repeat customers. */
export function SummaryFigures({ stats }: { stats: Stats }) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const change = (percent: number | null) =>
    percent === null
      ? t("summary.noChange")
      : t("summary.change", {
          sign: percent > 0 ? "+" : "",
          percent: new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
            maximumFractionDigits: 1,
          }).format(percent),
        });
  const revenue = stats.revenue.length
    ? stats.revenue
    : [{ currency: "EUR", thisMonthCents: 0, lastMonthCents: 0 }];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <li>
        <Figure
          testId="summary-revenue"
          icon={<Wallet />}
          label={t("summary.monthRevenue")}
          value={<Figures figures={revenue.map((r) => formatMoney(r.thisMonthCents, locale, r.currency))} />}
          detail={revenue
            .map((r) => change(stats.revenueChange.find((c) => c.currency === r.currency)?.percent ?? null))
            .join(" · ")}
        />
      </li>
      <li>
        <Figure
          testId="summary-bookings"
          icon={<CalendarCheck2 />}
          label={t("summary.monthBookings")}
          value={String(stats.monthlyBookings)}
          detail={change(stats.bookingsChange)}
        />
      </li>
      <li>
        <Figure
          testId="summary-occupancy"
          icon={<BarChart3 />}
          label={t("summary.occupancy")}
          value={
            stats.occupancy ? (
              <span className="flex flex-wrap items-center gap-2">
                {stats.occupancy.percent} %
                <Badge tone={LABEL_TONE[stats.occupancy.label]} size="md">
                  {t(`summary.occupancyLabel.${stats.occupancy.label}`)}
                </Badge>
              </span>
            ) : (
              "—"
            )
          }
          detail={
            stats.occupancy
              ? t("summary.occupancyDetail", {
                  seats: stats.occupancy.seats,
                  count: stats.occupancy.capacity,
                })
              : t("summary.occupancyNone")
          }
        />
      </li>
      <li>
        <Figure
          testId="summary-repeat"
          icon={<Repeat2 />}
          label={t("summary.repeat")}
          value={String(stats.repeatCustomers.customers)}
          detail={
            stats.repeatCustomers.sharePercent === null
              ? t("summary.repeatNone")
              : t("summary.repeatDetail", { share: stats.repeatCustomers.sharePercent })
          }
        />
      </li>
    </ul>
  );
}
