import { and, eq, inArray } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { isSecondaryContentLocale } from "#core/content/content-locales";
import { tripRejectionReason } from "#core/schemas/trip-decision";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { trips, tripTranslations } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { parseInput } from "../auth/parse-input.ts";
import { tellTripTropleader } from "../trips/tell-trip-tropleader.ts";

export type TripTranslationDecision =
  | { tripId: string; locale?: Locale; approved: true }
  | { tripId: string; locale?: Locale; approved: false; reason: unknown };

/**
 * An admin approves or rejects a trip's version in another language alone (issue 34); the trip and its Spanish
 * text are not touched. Approving takes a pending or rejected version (visitors then read it if the trip is
 * public); rejecting takes a pending or approved one and needs a reason (the same rules and texts as a trip's
 * rejection), which the guide reads on the edit screen, by email and in a notification. Audited as
 * `trip.translation_approve` / `trip.translation_reject`, in one transaction on the row; a decision already
 * taken changes nothing (`changed: false`).
 */
export async function decideTripTranslation(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger">,
  actor: SessionUser | null,
  decision: TripTranslationDecision,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const locale = decision.locale ?? "en";
  if (!isSecondaryContentLocale(locale) || !/^[0-9a-f-]{36}$/i.test(decision.tripId)) {
    throw new AppError("not_found", "admin:trips.notFound");
  }
  const reason = decision.approved ? null : parseInput(tripRejectionReason, decision.reason);
  const target = decision.approved ? ("approved" as const) : ("rejected" as const);
  const from = decision.approved ? (["pending", "rejected"] as const) : (["pending", "approved"] as const);
  const where = and(eq(tripTranslations.tripId, decision.tripId), eq(tripTranslations.locale, locale));
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [row] = await tx
        .update(tripTranslations)
        .set({ status: target, rejectionReason: reason, updatedAt: new Date() })
        .where(and(where, inArray(tripTranslations.status, [...from])))
        .returning({ status: tripTranslations.status });
      if (!row) return undefined;
      const [trip] = await tx
        .select({ id: trips.id, title: trips.title, slug: trips.slug, tropleaderId: trips.tropleaderId })
        .from(trips)
        .where(eq(trips.id, decision.tripId));
      if (!trip) throw new AppError("not_found", "admin:trips.notFound");
      return trip;
    },
    alreadyDecided: async (tx) => {
      const [current] = await tx
        .select({ status: tripTranslations.status })
        .from(tripTranslations)
        .where(where);
      return current?.status === target;
    },
    notFound: "admin:trips.notFound",
    audit: (trip) => ({
      action: decision.approved ? "trip.translation_approve" : "trip.translation_reject",
      entityType: "trip",
      entityId: trip.id,
      data: { title: trip.title, locale, ...(reason ? { reason } : {}), after: { status: target } },
    }),
    tell: async (tx, trip) => {
      await tellTripTropleader(
        deps,
        tx,
        trip,
        reason === null ? { approved: true } : { approved: false, reason },
        "translation",
      );
      return { notified: [trip.tropleaderId] };
    },
  });
  return { changed };
}
