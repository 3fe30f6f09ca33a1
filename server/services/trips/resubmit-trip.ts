import { and, eq } from "drizzle-orm";
import { newTripStatus } from "#core/rules/new-trip-status";
import type { AppDeps } from "../../app-deps.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { trips } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { getAdminSettings } from "../settings/get-admin-settings.ts";
import { tellAdminsOfTrip } from "./tell-admins-of-trip.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "./trip-access.ts";

/**
 * A rejected trip, once fixed, goes back to the team (pending, or published at once when the admin settings
 * say so); the rejection reason is cleared and every admin told. Only a rejected trip is taken, once.
 */
export async function resubmitTrip(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: TripActor,
  tripId: string,
): Promise<{ status: "pending" | "approved" }> {
  const own = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  const outcome = await deps.db.transaction(async (tx) => {
    const [guide] = await tx
      .select({ name: users.name, isIdentityVerified: users.isIdentityVerified })
      .from(users)
      .where(eq(users.id, own.tropleaderId));
    const status = newTripStatus(await getAdminSettings(tx), {
      isIdentityVerified: guide?.isIdentityVerified ?? false,
    });
    const now = new Date();
    const [trip] = await tx
      .update(trips)
      .set({ status, rejectionReason: null, approvedAt: status === "approved" ? now : null, updatedAt: now })
      .where(and(eq(trips.id, own.id), eq(trips.status, "rejected")))
      .returning({ id: trips.id, slug: trips.slug, title: trips.title });
    if (!trip) throw new AppError("conflict", "trips:edit.notRejected");
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "trip.resubmit",
      entityType: "trip",
      entityId: trip.id,
      data: { title: trip.title, before: { status: "rejected" }, after: { status } },
    });
    const adminIds = await tellAdminsOfTrip(deps, tx, {
      id: trip.id,
      title: trip.title,
      slug: trip.slug,
      status,
      tropleaderId: own.tropleaderId,
      tropleaderName: guide?.name ?? "",
    });
    return { status, adminIds };
  });
  await announceNotifications(deps, outcome.adminIds);
  return { status: outcome.status };
}
