import { and, eq, ne } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import {
  departureEndDate,
  departureFormSchema,
  departureRules,
  rangesOverlap,
} from "#core/schemas/departure";
import type { AppDeps } from "../../app-deps.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDepartures } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";
import { getAdminSettings } from "../settings/get-admin-settings.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "../trips/trip-access.ts";
import { departureInputError } from "./departure-input-error.ts";

/**
 * Schedules a departure of a trip (doc 2 §2 gestionar-fechas): from tomorrow up to two years ahead, ending when
 * the trip's duration says, at most the trip's seats, priced per person in the platform's currency. Dates
 * shared with another departure are allowed (two groups at once) but reported, so the page can warn.
 */
export async function addDeparture(
  deps: Pick<AppDeps, "db">,
  actor: TripActor,
  tripId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<{ departureId: string; overlaps: boolean }> {
  const trip = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  const parsed = departureFormSchema.safeParse(input);
  if (!parsed.success) throw departureInputError(parsed.error.issues[0]);
  const form = parsed.data;
  const broken = departureRules(form, trip, platformToday(now));
  if (broken)
    throw new AppError("validation", broken.message, {
      field: broken.field,
      max: trip.maxParticipants,
      count: trip.maxParticipants,
    });
  const endDate = departureEndDate(form.startDate, trip.durationDays);
  return deps.db.transaction(async (tx) => {
    const { currency } = await getAdminSettings(tx);
    const [row] = await tx
      .insert(tripDepartures)
      .values({
        tripId: trip.id,
        startDate: form.startDate,
        endDate,
        priceCents: Math.round(form.price * 100),
        currency,
        maxParticipants: form.maxParticipants,
        minParticipants: form.minParticipants,
        confirmDeadlineDays: form.confirmDeadlineDays,
        status: "available",
      })
      .returning({ id: tripDepartures.id });
    if (!row) throw new Error("departure not inserted");
    await refreshTripDepartureSummary(tx, trip.id, platformToday(now));
    const others = await tx
      .select({ startDate: tripDepartures.startDate, endDate: tripDepartures.endDate })
      .from(tripDepartures)
      .where(
        and(
          eq(tripDepartures.tripId, trip.id),
          ne(tripDepartures.id, row.id),
          ne(tripDepartures.status, "cancelled"),
        ),
      );
    await tx.insert(auditLog).values({
      actorId: actor?.id ?? null,
      action: "departure.create",
      entityType: "departure",
      entityId: row.id,
      data: { tripTitle: trip.title, startDate: form.startDate, priceCents: Math.round(form.price * 100) },
    });
    return {
      departureId: row.id,
      overlaps: others.some((o) => rangesOverlap(o, { startDate: form.startDate, endDate })),
    };
  });
}
