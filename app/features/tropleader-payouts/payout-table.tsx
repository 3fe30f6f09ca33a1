import { formatLongDate } from "#core/format/dates";
import { formatMoney } from "#core/format/money";
import type { TropleaderPayoutRow } from "#server/services/payouts/list-tropleader-payouts";
import { SupportChatButton } from "../../components/support-chat-button.tsx";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { ScrollRegion } from "../../components/ui/scroll-region.tsx";
import { useTranslation } from "../../i18n/use-translation.ts";
import { personName } from "../../lib/person-name.ts";
import { useLocale } from "../../lib/use-locale.ts";

const TONE: Record<TropleaderPayoutRow["status"], BadgeTone> = {
  scheduled: "info",
  awaiting_onboarding: "warning",
  processing: "info",
  paid: "success",
  failed: "danger",
  cancelled: "neutral",
  reversed: "neutral",
};

/** One row per booking: the money behind the payout, from what the traveller paid to what the guide gets. */
export function PayoutTable({
  rows,
  label,
  testId,
}: {
  rows: TropleaderPayoutRow[];
  label: string;
  testId: string;
}) {
  const { t } = useTranslation("workspace");
  const { t: tSupport } = useTranslation("support");
  const locale = useLocale();
  const money = (cents: number, currency: string) => formatMoney(cents, locale, currency);
  const columns = [
    "booking",
    "date",
    "gross",
    "refunded",
    "commission",
    "deducted",
    "net",
    "status",
  ] as const;
  return (
    <ScrollRegion label={label}>
      <table className="w-full min-w-[44rem] text-sm" data-testid={testId}>
        <thead className="text-left text-xs tracking-wide text-gray-600 uppercase">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`py-2 pr-3 ${i >= 2 && i <= 6 ? "text-right" : ""}`}>
                {t(`payouts.col.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((r) => (
            <tr key={r.id} data-reference={r.reference}>
              <th scope="row" className="min-w-48 py-2 pr-3 text-left font-normal">
                <span className="block font-mono text-xs">{r.reference}</span>
                <span className="block font-medium">{r.tripTitle}</span>
                <span className="block text-xs text-gray-600">
                  {t("payouts.departure", { date: formatLongDate(r.startDate, locale) })} ·{" "}
                  {personName(r.travellerName, t)}
                </span>
                <SupportChatButton
                  payoutId={r.id}
                  label={tSupport("open.payout")}
                  ariaLabel={`${tSupport("open.payout")}: ${r.reference}`}
                  variant="ghost"
                  className="-ml-3.5"
                />
              </th>
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatLongDate(r.paidAt ?? r.scheduledFor, locale)}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{money(r.grossCents, r.currency)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {r.refundedCents ? `−${money(r.refundedCents, r.currency)}` : "—"}
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">−{money(r.commissionCents, r.currency)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {r.deductedCents ? `−${money(r.deductedCents, r.currency)}` : "—"}
              </td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums" data-testid="payout-net">
                {money(r.netCents, r.currency)}
              </td>
              <td className="py-2">
                <Badge tone={TONE[r.status]}>{t(`payouts.statusName.${r.status}`)}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
