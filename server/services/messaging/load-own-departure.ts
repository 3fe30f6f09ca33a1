import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { tripDepartures, trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * The departure a group chat is started for, refused unless `userId` is its tropleader (only the departure's
 * tropleader starts or chooses its group).
 */
export async function loadOwnDeparture(
  db: DbOrTx,
  userId: string,
  departureId: string,
): Promise<{ tripId: string; tropleaderId: string }> {
  const [departure] = await db
    .select({ tripId: trips.id, tropleaderId: trips.tropleaderId })
    .from(tripDepartures)
    .innerJoin(trips, eq(trips.id, tripDepartures.tripId))
    .where(eq(tripDepartures.id, departureId));
  if (!departure) throw new AppError("not_found", "chat:errors.departureNotFound");
  if (departure.tropleaderId !== userId) throw new AppError("forbidden", "chat:errors.groupOnlyTropleader");
  return departure;
}
