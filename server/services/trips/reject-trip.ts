import { and, eq } from "drizzle-orm";
import { tripRejectionReason } from "#core/schemas/trip-decision";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { trips } from "../../db/schema/trips.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { parseInput } from "../auth/parse-input.ts";
import { tellTripTropleader } from "./tell-trip-tropleader.ts";

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
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [trip] = await tx
        .update(trips)
        .set({ status: "rejected", rejectionReason: reason, updatedAt: new Date() })
        .where(and(eq(trips.id, tripId), eq(trips.status, "pending")))
        .returning({ id: trips.id, title: trips.title, slug: trips.slug, tropleaderId: trips.tropleaderId });
      return trip;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
      return current?.status === "rejected";
    },
    notFound: "admin:trips.notFound",
    audit: (trip) => ({
      action: "trip.reject",
      entityType: "trip",
      entityId: trip.id,
      data: { title: trip.title, reason, before: { status: "pending" }, after: { status: "rejected" } },
    }),
    tell: async (tx, trip) => {
      await tellTripTropleader(deps, tx, trip, { approved: false, reason });
      return { notified: [trip.tropleaderId] };
    },
  });
  return { changed };
}
