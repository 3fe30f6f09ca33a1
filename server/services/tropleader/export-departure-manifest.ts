import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { CsvExport, CsvLabels } from "../../lib/csv-response.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { getDepartureManifest } from "./get-departure-manifest.ts";

const COLUMNS = [
  "name",
  "email",
  "phone",
  "participants",
  "emergency",
  "dietary",
  "medical",
  "requests",
  "reference",
];

/**
 * The departure's manifest as CSV (issue 11): name, email, phone, participants, emergency contact, dietary,
 * medical, special requests. The same access as the page (guide and admins; others not_found), audited as an
 * export, and counted against the user's CSV limit (USER_RATE_LIMITS.csvExport).
 */
export async function exportDepartureManifest(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role">,
  tripId: string,
  startDate: string,
  t: CsvLabels,
): Promise<CsvExport> {
  await consumeUserRateLimit(deps.db, actor.id, "csvExport");
  const manifest = await getDepartureManifest(deps, actor, tripId, startDate, "export");
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
  return {
    filename: `viajeros-${manifest.departure.startDate}.csv`,
    header: COLUMNS.map((key) => t(`travellers.csv.${key}`)),
    rows: rows(),
  };
}
