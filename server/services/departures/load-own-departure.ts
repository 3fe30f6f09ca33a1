import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";

/** A departure of that trip, locked for the rest of the transaction; any other id is a 404. */
export async function loadOwnDeparture(tx: Tx, tripId: string, departureId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(departureId)) throw new AppError("not_found", "departures:errors.notFound");
  const [departure] = await tx
    .select()
    .from(tripDepartures)
    .where(and(eq(tripDepartures.id, departureId), eq(tripDepartures.tripId, tripId)))
    .for("update");
  if (!departure) throw new AppError("not_found", "departures:errors.notFound");
  return departure;
}
