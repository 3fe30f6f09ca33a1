import { centsToDecimal } from "#core/format/money";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { CsvExport, CsvLabels } from "../../lib/csv-response.ts";
import { consumeUserRateLimit } from "../limits/consume-user-rate-limit.ts";
import { eachTropleaderBooking, type TropleaderBookingRowFilters } from "./list-tropleader-bookings.ts";
import { assertTropleader } from "./tropleader-scope.ts";

const COLUMNS = [
  "reference",
  "trip",
  "departure",
  "traveller",
  "email",
  "participants",
  "total",
  "yourShare",
  "currency",
  "status",
  "payment",
  "bookedAt",
];

const amount = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

/**
 * Reservas' CSV export: the bookings the filters select (the same ones the list shows), streamed in batches,
 * with headers in the reader's language and amounts as plain numbers with their currency. Counted against the
 * user's CSV limit (USER_RATE_LIMITS.csvExport).
 */
export async function exportTropleaderBookings(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role">,
  filters: TropleaderBookingRowFilters,
  t: CsvLabels,
): Promise<CsvExport> {
  assertTropleader(actor);
  await consumeUserRateLimit(deps.db, actor.id, "csvExport");
  async function* rows() {
    for await (const b of eachTropleaderBooking(deps, actor, filters)) {
      yield [
        b.reference,
        b.tripTitle,
        b.startDate,
        b.travellerName,
        b.travellerEmail,
        b.participants,
        amount(b.totalCents),
        amount(b.guideAmountCents),
        b.currency,
        t(`bookings.statusName.${b.status}`),
        b.paymentStatus,
        b.createdAt,
      ];
    }
  }
  return {
    filename: `tropa-reservas-${platformToday()}.csv`,
    header: COLUMNS.map((key) => t(`bookingsCsv.${key}`)),
    rows: rows(),
  };
}
