import { platformToday } from "#core/rules/refund-tier";
import { requireRole } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { guidePayoutRows } from "#server/services/payouts/list-guide-payouts";
import { assertTropleader } from "#server/services/tropleader/guide-scope";
import { createI18n } from "../i18n/create-i18n.ts";
import type { Route } from "./+types/tropleader.cobros[.csv]";

const amount = (cents: number) => (cents / 100).toFixed(2);

/** Cobros' CSV export: every payout of the signed-in guide with the money behind it, in their language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const guideId = assertTropleader(user);
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const keys = ["reference", "trip", "departure", "traveller", "gross", "refunded", "commission", "share"];
  const header = [...keys, "deducted", "net", "currency", "status", "date", "paidAt"].map((k) =>
    t(`payouts.csv.${k}`),
  );
  const payouts = await guidePayoutRows(context.deps, guideId);
  async function* rows() {
    for (const p of payouts) {
      yield [
        p.reference,
        p.tripTitle,
        p.startDate,
        p.travellerName,
        amount(p.grossCents),
        amount(p.refundedCents),
        amount(p.commissionCents),
        amount(p.shareCents),
        amount(p.deductedCents),
        amount(p.netCents),
        p.currency,
        t(`payouts.statusName.${p.status}`),
        p.scheduledFor.slice(0, 10),
        p.paidAt?.slice(0, 10) ?? "",
      ];
    }
  }
  return csvResponse(`tropa-cobros-${platformToday()}.csv`, header, rows());
}
