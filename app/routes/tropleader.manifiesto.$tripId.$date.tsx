import { requireUser } from "#server/auth/guards";
import { csvResponse } from "#server/lib/csv-response";
import { getDepartureManifest } from "#server/services/tropleader/get-departure-manifest";
import { createI18n } from "../i18n/create-i18n.ts";
import { orNotFound } from "../lib/or-not-found.ts";
import type { Route } from "./+types/tropleader.manifiesto.$tripId.$date";

/**
 * The departure's manifest as CSV (issue 11): name, email, phone, participants, emergency contact, dietary,
 * medical, special requests. UTF-8 with a byte order mark; text a spreadsheet would run as a formula is
 * neutralised (core/format/csv.ts). The same access as the page (guide and admins; others 404), audited.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const manifest = await orNotFound(
    getDepartureManifest(context.deps, user, params.tripId, params.date, "export"),
  );
  const t = createI18n(context.locale).getFixedT(context.locale, "workspace");
  const header = [
    "name",
    "email",
    "phone",
    "participants",
    "emergency",
    "dietary",
    "medical",
    "requests",
    "reference",
  ].map((key) => t(`travellers.csv.${key}`));
  async function* rows() {
    for (const tr of manifest.travellers) {
      const c = tr.emergencyContact;
      yield [
        tr.name,
        tr.email,
        tr.phone,
        tr.participants,
        c ? `${c.name} (${c.relationship}) ${c.phone}` : null,
        tr.dietaryRestrictions,
        tr.medicalConditions,
        tr.specialRequests,
        tr.reference,
      ];
    }
  }
  return csvResponse(`viajeros-${manifest.departure.startDate}.csv`, header, rows());
}
