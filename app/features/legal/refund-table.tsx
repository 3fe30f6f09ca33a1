import { formatPercent } from "#core/format/percent";
import { policyFigures } from "#core/rules/policy-figures";
import { refundPercentForDays } from "#core/rules/refund-tier";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * doc 2 §9 refund tiers. The day-based rows and their day counts come from the same rule that computes real
 * refunds (core/rules/refund-tier, through core/rules/policy-figures), so the page cannot drift from what the
 * server pays.
 */

export function RefundTable() {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  const figures = policyFigures();
  const percent = (days: number) => {
    const p = refundPercentForDays(days);
    return p === 0 ? t("cancellation.table.noRefund") : formatPercent(p / 100, locale);
  };
  const rows: Array<{ key: string; refund: string; tone: "good" | "mid" | "none" }> = [
    { key: "moreThan30", refund: percent(figures.refundFullAboveDays + 1), tone: "good" },
    { key: "from15to30", refund: percent(figures.refundHighFromDays), tone: "mid" },
    { key: "from7to14", refund: percent(figures.refundLowFromDays), tone: "mid" },
    { key: "lessThan7", refund: percent(figures.noRefundBelowDays - 1), tone: "none" },
    { key: "medical", refund: formatPercent(figures.medicalRefundPercent / 100, locale), tone: "good" },
    {
      key: "tropleaderCancels",
      refund: t("cancellation.table.tropleaderCancelsRefund", figures),
      tone: "good",
    },
    { key: "restrictions", refund: t("cancellation.table.restrictionsRefund"), tone: "good" },
  ];
  return (
    <div className="overflow-hidden rounded-2xl border border-gray-200">
      <table className="w-full text-left text-sm" data-testid="refund-table">
        <caption className="sr-only">{t("cancellation.table.caption")}</caption>
        <thead className="bg-gray-50 text-xs tracking-wider text-gray-500 uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {t("cancellation.table.situation")}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              {t("cancellation.table.refund")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.key} className="bg-white">
              <th scope="row" className="px-5 py-4 font-medium text-ink">
                {t(`cancellation.table.${row.key}`, figures)}
              </th>
              <td className="px-5 py-4 text-right">
                <span
                  className={cn(
                    "inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap",
                    row.tone === "good" && "bg-brand-100 text-brand-800",
                    row.tone === "mid" && "bg-amber-50 text-amber-800",
                    row.tone === "none" && "bg-gray-100 text-gray-600",
                  )}
                >
                  {row.refund}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
