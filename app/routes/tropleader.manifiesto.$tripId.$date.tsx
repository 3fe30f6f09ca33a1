import { requireUser } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { exportDepartureManifest } from "#server/services/tropleader/export-departure-manifest";
import { createI18n } from "../i18n/create-i18n.ts";
import { orDownloadRefusal } from "../lib/download-refusal.server.ts";
import { orNotFound } from "../lib/or-not-found.server.ts";
import type { Route } from "./+types/tropleader.manifiesto.$tripId.$date";

/**
 * The departure's manifest as CSV (issue 11, export-departure-manifest.ts). UTF-8 with a byte order mark; text
 * a spreadsheet would run as a formula is neutralised (core/format/csv.ts). The same access as the page (guide
 * and admins; others 404), audited; too many downloads in a minute are refused (429).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const csv = await orDownloadRefusal(
    orNotFound(exportDepartureManifest(context.deps, user, params.tripId, params.date, t)),
    context.locale,
  );
  return csv instanceof Response ? csv : csvResponse(csv);
}
