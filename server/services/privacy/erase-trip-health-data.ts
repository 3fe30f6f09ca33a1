import { sql } from "drizzle-orm";
import { retentionCutoffs } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { queryRows } from "../../db/query-rows.ts";

/**
 * Retention (issue 15): a booking's medical conditions and dietary restrictions are erased 30 days after its
 * trip ended (the guide needed them for the trip, nobody after). Returns how many bookings were cleared.
 */
export async function eraseTripHealthData(deps: Pick<AppDeps, "db">, now: Date): Promise<number> {
  const { healthTripEndedBefore } = retentionCutoffs(now);
  const cleared = await queryRows<{ id: string }>(
    deps.db,
    sql`update bookings b set medical_conditions = null, dietary_restrictions = null
        from trip_departures d
        where d.id = b.departure_id and d.end_date < ${healthTripEndedBefore}
          and (b.medical_conditions is not null or b.dietary_restrictions is not null)
        returning b.id`,
  );
  return cleared.length;
}
