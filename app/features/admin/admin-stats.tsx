import { BookOpenCheck, Map as MapIcon, Users, Wallet } from "lucide-react";
import { formatMoneyCompact } from "#core/format/money";
import { Card } from "../../components/ui/card.tsx";
import { Figures } from "../../components/ui/figures.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type RevenueRow = { currency: string; grossCents: number; commissionCents: number };

/** One figure per currency ("12,3 mil € · 1,2 mil US$"); nothing paid yet reads as zero in the default currency. */
export function useRevenueFigures() {
  const locale = useLocale();
  return (rows: RevenueRow[], pick: "grossCents" | "commissionCents"): string[] =>
    rows.length === 0
      ? [formatMoneyCompact(0, locale)]
      : rows.map((r) => formatMoneyCompact(r[pick], locale, r.currency));
}

/** The same figures as one text, for a sentence. */
export function useRevenueText() {
  const figures = useRevenueFigures();
  return (rows: RevenueRow[], pick: "grossCents" | "commissionCents") => figures(rows, pick).join(" · ");
}

type Props = {
  totals: { users: number; trips: number; bookings: number };
  revenue: RevenueRow[];
};

/** The panel's top figures (doc 2 §2): users, trips, paid bookings and revenue (gross and commission, net of refunds). */
export function AdminStats({ totals, revenue }: Props) {
  const { t } = useTranslation("admin");
  const revenueText = useRevenueText();
  const revenueFigures = useRevenueFigures();
  const items = [
    { key: "users", label: t("stats.users"), value: String(totals.users), icon: Users },
    { key: "trips", label: t("stats.trips"), value: String(totals.trips), icon: MapIcon },
    { key: "bookings", label: t("stats.bookings"), value: String(totals.bookings), icon: BookOpenCheck },
    {
      key: "revenue",
      label: t("stats.revenue"),
      value: <Figures figures={revenueFigures(revenue, "grossCents")} />,
      hint: t("stats.commission", { amount: revenueText(revenue, "commissionCents") }),
      icon: Wallet,
    },
  ];
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ key, label, value, hint, icon: Icon }) => (
        <li key={key} className="min-w-0">
          {/* On a phone the icon sits above the figure, which then has the card's width. */}
          <Card
            padding="sm"
            className="flex h-full flex-col items-start gap-2 sm:flex-row sm:gap-3"
            data-testid={`admin-stat-${key}`}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-gray-600">{label}</p>
              <p className="text-xl font-bold tabular-nums sm:text-2xl">{value}</p>
              {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
