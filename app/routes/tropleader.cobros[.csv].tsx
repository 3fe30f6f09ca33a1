import { requireRole } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { exportTropleaderPayouts } from "#server/services/payouts/export-tropleader-payouts";
import { createI18n } from "../i18n/create-i18n.ts";
import { orDownloadRefusal } from "../lib/download-refusal.server.ts";
import type { Route } from "./+types/tropleader.cobros[.csv]";

/** Cobros' CSV export: every payout of the signed-in guide with the money behind it, in their language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireRole(context, request, "tropleader");
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const csv = await orDownloadRefusal(exportTropleaderPayouts(context.deps, user, t), context.locale);
  return csv instanceof Response ? csv : csvResponse(csv);
}
