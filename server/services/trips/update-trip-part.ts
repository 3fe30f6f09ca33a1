import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import {
  TRIP_STEP_SCHEMAS,
  type TripBasics,
  type TripGallery,
  type TripInclusions,
  type TripItinerary,
  WIZARD_STEPS,
  type WizardStep,
} from "#core/schemas/trip-wizard";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { auditLog, files } from "../../db/schema/platform.ts";
import { tripGallery, tripItinerary, trips } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";
import { checkTripImages } from "./check-trip-images.ts";
import { resolveTripBasics } from "./resolve-trip-basics.ts";
import { assertCanPublish, loadOwnTrip, type TripActor } from "./trip-access.ts";
import { upsertDestination } from "./upsert-destination.ts";
import { writeFaqs, writeGallery, writeInclusions, writeItinerary } from "./write-trip-content.ts";

/** Every image a trip shows now (gallery, hero, itinerary days). */
async function imagesOf(tx: Tx, tripId: string): Promise<Set<string>> {
  const [gallery, days, [trip]] = await Promise.all([
    tx.select({ url: tripGallery.imageUrl }).from(tripGallery).where(eq(tripGallery.tripId, tripId)),
    tx.select({ url: tripItinerary.imageUrl }).from(tripItinerary).where(eq(tripItinerary.tripId, tripId)),
    tx.select({ url: trips.heroImageUrl }).from(trips).where(eq(trips.id, tripId)),
  ]);
  return new Set(
    [...gallery, ...days, trip ?? { url: null }].map((r) => r.url).filter((u): u is string => !!u),
  );
}

/** Uploaded trip images no trip shows any more: their rows marked deleted now, the objects removed after commit. */
async function dropUnusedImages(deps: Pick<AppDeps, "storage" | "logger">, tx: Tx, urls: string[]) {
  if (urls.length === 0) return async () => {};
  const candidates = await tx
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(
      and(eq(files.bucket, "trip-images"), isNull(files.deletedAt), inArray(files.key, urls.map(keyOf))),
    );
  const unused: string[] = [];
  for (const file of candidates) {
    const url = deps.storage.publicUrl(file.key);
    const [used] = await tx
      .select({ one: sql<number>`1` })
      .from(trips)
      .leftJoin(tripGallery, eq(tripGallery.tripId, trips.id))
      .leftJoin(tripItinerary, eq(tripItinerary.tripId, trips.id))
      .where(or(eq(trips.heroImageUrl, url), eq(tripGallery.imageUrl, url), eq(tripItinerary.imageUrl, url)))
      .limit(1);
    if (!used) unused.push(file.id);
  }
  return markFilesDeleted(deps, tx, unused);
}

const keyOf = (url: string) => url.replace(/^.*?(public\/)/, "$1");

/**
 * Saves one part of an existing trip (doc 2 §2 /tropleader/editar-viaje): its own tropleader (or an admin),
 * who may publish. The status is kept: an approved trip stays published (product brief: trip edits) and the
 * change is audited; prices already paid never change (bookings keep their amounts; departures keep theirs).
 * The slug is kept too, so shared links keep working. Images the trip no longer uses are deleted.
 */
export async function updateTripPart(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  actor: TripActor,
  tripId: string,
  step: WizardStep,
  input: unknown,
): Promise<void> {
  const own = await loadOwnTrip(deps.db, actor, tripId);
  await assertCanPublish(deps.db, actor);
  if (!actor || !WIZARD_STEPS.includes(step)) throw new AppError("not_found", "trips:errors.notFound");
  const parsed = TRIP_STEP_SCHEMAS[step].safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("validation", issue?.message ?? "trips:wizard.errors.invalid", {
      step: WIZARD_STEPS.indexOf(step) + 1,
      field: issue?.path.join(".") ?? "",
    });
  }
  const remove = await deps.db.transaction(async (tx) => {
    const before = await imagesOf(tx, own.id);
    const now = new Date();
    if (step === "basics") {
      const basics = parsed.data as TripBasics;
      const resolved = await resolveTripBasics(tx, basics);
      const destinationId = await upsertDestination(tx, resolved);
      await tx
        .update(trips)
        .set({
          title: basics.title,
          shortDescription: basics.shortDescription,
          description: basics.description,
          categoryId: resolved.categoryId,
          destinationId,
          durationDays: basics.durationDays,
          difficulty: basics.difficulty,
          maxParticipants: basics.maxParticipants,
          basePriceCents: Math.round(basics.basePrice * 100),
          tags: basics.tags,
          updatedAt: now,
        })
        .where(eq(trips.id, own.id));
      // The card price falls back to the base price: the explore price sorts read it from the summary.
      await refreshTripDepartureSummary(tx, own.id, platformToday(now));
    } else if (step === "itinerary") {
      const itinerary = parsed.data as TripItinerary;
      await checkTripImages(
        deps,
        tx,
        actor.id,
        itinerary.days.map((d) => d.imageUrl),
        before,
      );
      await writeItinerary(tx, own.id, itinerary);
    } else if (step === "inclusions") {
      const inclusions = parsed.data as TripInclusions;
      await writeInclusions(tx, own.id, inclusions);
      await writeFaqs(tx, own.id, inclusions.faqs);
    } else {
      const gallery = parsed.data as TripGallery;
      await checkTripImages(deps, tx, actor.id, gallery.images, before);
      await writeGallery(tx, own.id, gallery);
    }
    await tx
      .update(trips)
      .set({ updatedAt: now })
      .where(and(eq(trips.id, own.id), ne(trips.status, "draft")));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "trip.edit",
      entityType: "trip",
      entityId: own.id,
      data: { title: own.title, part: step, status: own.status },
    });
    const after = await imagesOf(tx, own.id);
    return dropUnusedImages(
      deps,
      tx,
      [...before].filter((url) => !after.has(url)),
    );
  });
  await remove();
  deps.logger.info("trip edited", { tripId: own.id, part: step });
}
