import { centsToDecimal } from "#core/format/money";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { CsvExport, CsvLabels } from "../../lib/csv-response.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { assertTropleader } from "../tropleader/tropleader-scope.ts";
import { guidePayoutRows } from "./list-tropleader-payouts.ts";

const COLUMNS = [
  "reference",
  "trip",
  "departure",
  "traveller",
  "gross",
  "refunded",
  "commission",
  "share",
  "deducted",
  "net",
  "currency",
  "status",
  "date",
  "paidAt",
];

/**
 * Cobros' CSV export: every payout of the signed-in guide with the money behind it, in their language. Counted
 * against the user's CSV limit (USER_RATE_LIMITS.csvExport).
 */
export async function exportTropleaderPayouts(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role">,
  t: CsvLabels,
): Promise<CsvExport> {
  const guideId = assertTropleader(actor);
  await consumeUserRateLimit(deps.db, actor.id, "csvExport");
  const payouts = await guidePayoutRows(deps, guideId);
  async function* rows() {
    for (const p of payouts) {
      yield [
        p.reference,
        p.tripTitle,
        p.startDate,
        p.travellerName,
        centsToDecimal(p.grossCents),
        centsToDecimal(p.refundedCents),
        centsToDecimal(p.commissionCents),
        centsToDecimal(p.shareCents),
        centsToDecimal(p.deductedCents),
        centsToDecimal(p.netCents),
        p.currency,
        t(`payouts.statusName.${p.status}`),
        p.scheduledFor.slice(0, 10),
        p.paidAt?.slice(0, 10) ?? "",
      ];
    }
  }
  return {
    filename: `tropa-cobros-${platformToday()}.csv`,
    header: COLUMNS.map((key) => t(`payouts.csv.${key}`)),
    rows: rows(),
  };
}
