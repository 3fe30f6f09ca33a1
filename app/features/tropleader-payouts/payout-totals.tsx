import { formatMoney } from "#core/format/money";
import type { TropleaderPayouts } from "#server/services/payouts/list-tropleader-payouts";
import { Card } from "../../components/ui/card.tsx";
import { Figures } from "../../components/ui/figures.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { useLocale } from "../../lib/use-locale.ts";

/** To be paid, paid, and (when there is any) what earlier refunds still take from the next payouts. */
export function PayoutTotals({ totals, owed }: Pick<TropleaderPayouts, "totals" | "owed">) {
  const { t } = useTranslation("workspace");
  const locale = useLocale();
  const sum = (rows: { currency: string; cents: number }[]) => (
    <Figures
      figures={
        rows.length ? rows.map((r) => formatMoney(r.cents, locale, r.currency)) : [formatMoney(0, locale)]
      }
    />
  );
  const items = [
    {
      key: "upcomingTotal",
      value: sum(totals.map((x) => ({ currency: x.currency, cents: x.upcomingCents }))),
    },
    { key: "paidTotal", value: sum(totals.map((x) => ({ currency: x.currency, cents: x.paidCents }))) },
    ...(owed.length ? [{ key: "owed", value: sum(owed), hint: t("payouts.owedHint") }] : []),
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <Card key={item.key} padding="sm">
          <dt className="text-sm text-gray-600">{t(`payouts.${item.key}`)}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid={`payouts-${item.key}`}>
            {item.value}
          </dd>
          {"hint" in item ? <dd className="mt-1 text-xs text-gray-600">{item.hint}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
