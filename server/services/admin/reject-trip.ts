import { and, eq } from "drizzle-orm";
import { tripRejectionReason } from "#core/schemas/trip-decision";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { parseInput } from "../auth/parse-input.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { assertAdmin } from "./assert-admin.ts";
import { tellTripGuide } from "./tell-trip-guide.ts";

/**
 * An admin rejects a pending trip with a reason (doc 2 §2 Viajes): the trip stays unpublished as rejected,
 * and its guide reads the reason on the dashboard, by email and in a notification, so they can fix it and
 * send it again. Only a pending trip is taken; a missing or too short reason changes nothing.
 */
export async function rejectTrip(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  tripId: string,
  rawReason: unknown,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const reason = parseInput(tripRejectionReason, rawReason);
  const outcome = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [trip] = await tx
      .update(trips)
      .set({ status: "rejected", rejectionReason: reason, updatedAt: now })
      .where(and(eq(trips.id, tripId), eq(trips.status, "pending")))
      .returning({ id: trips.id, title: trips.title, slug: trips.slug, tropleaderId: trips.tropleaderId });
    if (!trip) {
      const [current] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
      if (current?.status === "rejected") return { changed: false, guideId: null };
      throw new AppError("not_found", "admin:trips.notFound");
    }
    await tellTripGuide(deps, tx, trip, { approved: false, reason });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "trip.reject",
      entityType: "trip",
      entityId: trip.id,
      data: { title: trip.title, reason, before: { status: "pending" }, after: { status: "rejected" } },
    });
    return { changed: true, guideId: trip.tropleaderId };
  });
  if (outcome.guideId) await announceNotifications(deps, [outcome.guideId]);
  return { changed: outcome.changed };
}
