import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Locale } from "#core/constants/locales";
import { formatMoney, formatMoneyCompact } from "#core/format/money";

type Point = { label: string; revenueCents: number };

/**
 * The six-month revenue bars (recharts). This module is loaded only by the Analíticas tab, in the browser:
 * the same figures are always on the page as a table, so the chart is a picture of them (hidden from screen
 * readers, which read the table).
 */
export default function RevenueChart({
  points,
  locale,
  currency,
}: {
  points: Point[];
  locale: Locale;
  currency: string;
}) {
  return (
    <div className="h-64 w-full" aria-hidden="true" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={56}
            tickFormatter={(cents: number) => formatMoneyCompact(cents, locale, currency)}
          />
          <Tooltip
            cursor={{ fill: "#aedeae33" }}
            formatter={(cents) => formatMoney(Number(cents), locale, currency)}
          />
          <Bar dataKey="revenueCents" fill="#7cc47c" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
