import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { trips } from "../../db/schema/trips.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { tellTripTropleader } from "./tell-trip-tropleader.ts";

/**
 * An admin approves a pending trip (doc 2 §2 Viajes, §7 `trip_approved`): it is published (public once its
 * tropleader is approved and not suspended), its guide is emailed and notified, and the decision audited, in
 * one transaction. Only a pending trip is taken: a second click or a second admin changes nothing.
 */
export async function approveTrip(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  tripId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const now = new Date();
      const [trip] = await tx
        .update(trips)
        .set({ status: "approved", approvedAt: now, rejectionReason: null, updatedAt: now })
        .where(and(eq(trips.id, tripId), eq(trips.status, "pending")))
        .returning({ id: trips.id, title: trips.title, slug: trips.slug, tropleaderId: trips.tropleaderId });
      return trip;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
      return current?.status === "approved";
    },
    notFound: "admin:trips.notFound",
    audit: (trip) => ({
      action: "trip.approve",
      entityType: "trip",
      entityId: trip.id,
      data: { title: trip.title, before: { status: "pending" }, after: { status: "approved" } },
    }),
    tell: async (tx, trip) => {
      await tellTripTropleader(deps, tx, trip, { approved: true });
      return { notified: [trip.tropleaderId] };
    },
  });
  return { changed };
}
