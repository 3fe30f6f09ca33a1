import { BookOpenCheck, Map as MapIcon, Users, Wallet } from "lucide-react";
import { formatMoneyThousands } from "#core/format/money";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type RevenueRow = { currency: string; grossCents: number; commissionCents: number };

/** One figure per currency ("12,3k € · $1,2k"); nothing paid yet reads as zero in the default currency. */
export function useRevenueText() {
  const locale = useLocale();
  return (rows: RevenueRow[], pick: "grossCents" | "commissionCents") =>
    rows.length === 0
      ? formatMoneyThousands(0, locale)
      : rows.map((r) => formatMoneyThousands(r[pick], locale, r.currency)).join(" · ");
}

type Props = {
  totals: { users: number; trips: number; bookings: number };
  revenue: RevenueRow[];
};

/** The panel's top figures (doc 2 §2): users, trips, paid bookings and revenue (gross and commission, net of refunds). */
export function AdminStats({ totals, revenue }: Props) {
  const { t } = useTranslation("admin");
  const revenueText = useRevenueText();
  const items = [
    { key: "users", label: t("stats.users"), value: String(totals.users), icon: Users },
    { key: "trips", label: t("stats.trips"), value: String(totals.trips), icon: MapIcon },
    { key: "bookings", label: t("stats.bookings"), value: String(totals.bookings), icon: BookOpenCheck },
    {
      key: "revenue",
      label: t("stats.revenue"),
      value: revenueText(revenue, "grossCents"),
      hint: t("stats.commission", { amount: revenueText(revenue, "commissionCents") }),
      icon: Wallet,
    },
  ];
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ key, label, value, hint, icon: Icon }) => (
        <li key={key} className="min-w-0">
          <Card padding="sm" className="flex h-full items-start gap-3" data-testid={`admin-stat-${key}`}>
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
