import { and, eq } from "drizzle-orm";
import { newTripStatus } from "#core/rules/new-trip-status";
import { platformToday } from "#core/rules/platform-calendar";
import { type TripWizardData, tripWizardSchema, WIZARD_STEPS } from "#core/schemas/trip-wizard";
import type { AppDeps } from "../../app-deps.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { tripDrafts, trips, tripTranslations } from "../../db/schema/trips.ts";
import { users } from "../../db/schema/users.ts";
import { AppError, isAppError } from "../../lib/app-error.ts";
import { refreshTripDepartureSummary } from "../catalogue/refresh-trip-departure-summary.ts";
import { announceNotifications } from "../notifications/announce-notifications.ts";
import { getAdminSettings } from "../settings/get-admin-settings.ts";
import { checkWizardTranslations, wizardMachineSections } from "../trip-translations/wizard-translations.ts";
import { checkTripImages } from "./check-trip-images.ts";
import { insertWithUniqueSlug } from "./insert-with-unique-slug.ts";
import { resolveTripBasics } from "./resolve-trip-basics.ts";
import { tellAdminsOfTrip } from "./tell-admins-of-trip.ts";
import { assertCanCreateTrips, type TripActor } from "./trip-access.ts";
import { upsertDestination } from "./upsert-destination.ts";
import { writeFaqs, writeGallery, writeInclusions, writeItinerary } from "./write-trip-content.ts";

/** The parts written in order; a failure names the one that failed (doc 2 §8 'Error al crear el viaje: {detail}'). */
export const TRIP_PARTS = ["destination", "trip", "itinerary", "inclusions", "faqs", "gallery"] as const;
export type TripPart = (typeof TRIP_PARTS)[number];

export type CreateTripOptions = {
  /** Called before each part is written, inside the transaction (tests inject a failure here). */
  beforePart?: (part: TripPart) => void | Promise<void>;
};

export type CreatedTrip = {
  tripId: string;
  slug: string;
  status: "pending" | "approved";
  alreadyCreated: boolean;
};

/** A field error of the whole wizard: which step to show and the message key. */
export function wizardValidationError(data: unknown): AppError | null {
  const parsed = tripWizardSchema.safeParse(data);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const step = String(issue?.path[0] ?? "basics");
  return new AppError("validation", issue?.message ?? "trips:wizard.errors.invalid", {
    step: WIZARD_STEPS.indexOf(step as (typeof WIZARD_STEPS)[number]) + 1 || 1,
    field: issue?.path.slice(1).join(".") ?? "",
  });
}

/**
 * The last step of the wizard (doc 2 §2, §7): the destination when the country + city pair is new, the trip
 * (slug from the title, numbered on collision), its itinerary, inclusions, FAQs and gallery, all in one
 * transaction that also consumes the draft: all of it exists, or none. The status follows the admin settings;
 * every admin is emailed (`new_trip_created`) and notified. Sending the same draft twice finds the trip the
 * first send made.
 */
export async function createTrip(
  deps: Pick<AppDeps, "db" | "config" | "bus" | "logger" | "storage">,
  actor: TripActor,
  input: { draftId?: string | null; data: unknown },
  options: CreateTripOptions = {},
): Promise<CreatedTrip> {
  await assertCanCreateTrips(deps.db, actor);
  if (!actor) throw new AppError("unauthenticated", "trips:errors.signInRequired");
  const invalid = wizardValidationError(input.data);
  if (invalid) throw invalid;
  const data = tripWizardSchema.parse(input.data) as TripWizardData;
  // The English version typed in the wizard (issue 34), checked before anything is written.
  const english = checkWizardTranslations(input.data, data);
  const draftId = input.draftId && /^[0-9a-f-]{36}$/i.test(input.draftId) ? input.draftId : null;

  const outcome = await deps.db.transaction(async (tx) => {
    if (draftId) {
      // Two sends of one draft (double click, two tabs) queue here; the second finds the trip the first made.
      await tx
        .select({ id: tripDrafts.id })
        .from(tripDrafts)
        .where(and(eq(tripDrafts.id, draftId), eq(tripDrafts.tropleaderId, actor.id)))
        .for("update");
      const [made] = await tx
        .select({ id: trips.id, slug: trips.slug, status: trips.status })
        .from(trips)
        .where(and(eq(trips.createdFromDraft, draftId), eq(trips.tropleaderId, actor.id)));
      if (made) {
        const status: CreatedTrip["status"] = made.status === "approved" ? "approved" : "pending";
        return { trip: { tripId: made.id, slug: made.slug, status, alreadyCreated: true }, adminIds: [] };
      }
    }
    const basics = await resolveTripBasics(tx, data.basics);
    const dayImages = data.itinerary.days.map((d) => d.imageUrl).filter(Boolean);
    await checkTripImages(deps, tx, actor.id, [...data.gallery.images, ...dayImages]);
    const [guide] = await tx
      .select({ name: users.name, isIdentityVerified: users.isIdentityVerified })
      .from(users)
      .where(eq(users.id, actor.id));
    const settings = await getAdminSettings(tx);
    const status = newTripStatus(settings, { isIdentityVerified: guide?.isIdentityVerified ?? false });

    const part = async <T>(name: TripPart, write: () => Promise<T>): Promise<T> => {
      try {
        await options.beforePart?.(name);
        return await write();
      } catch (e) {
        if (isAppError(e) && e.code !== "internal") throw e;
        const detail = e instanceof Error ? e.message : String(e);
        throw new AppError("internal", "trips:wizard.errors.createFailed", { part: name }, detail);
      }
    };

    const destinationId = await part("destination", () => upsertDestination(tx, basics));
    const now = new Date();
    const trip = await part("trip", () =>
      insertWithUniqueSlug(tx, data.basics.title, async (slug, sp) => {
        const [row] = await sp
          .insert(trips)
          .values({
            tropleaderId: actor.id,
            title: data.basics.title,
            slug,
            shortDescription: data.basics.shortDescription,
            description: data.basics.description,
            categoryId: basics.categoryId,
            destinationId,
            durationDays: data.basics.durationDays,
            difficulty: data.basics.difficulty,
            maxParticipants: data.basics.maxParticipants,
            basePriceCents: Math.round(data.basics.basePrice * 100),
            currency: settings.currency,
            tags: data.basics.tags,
            status,
            approvedAt: status === "approved" ? now : null,
            createdFromDraft: draftId,
          })
          .returning({ id: trips.id, slug: trips.slug });
        if (!row) throw new Error("trip not inserted");
        return row;
      }),
    );
    // Every trip has its departure summary row (the explore price sorts walk that table).
    await refreshTripDepartureSummary(tx, trip.id, platformToday(now));
    await part("itinerary", () => writeItinerary(tx, trip.id, data.itinerary));
    await part("inclusions", () => writeInclusions(tx, trip.id, data.inclusions));
    await part("faqs", () => writeFaqs(tx, trip.id, data.inclusions.faqs));
    await part("gallery", () => writeGallery(tx, trip.id, data.gallery));
    if (english) {
      // Moderated with the trip: visitors read it once the trip is public (an admin may reject it alone).
      // Sections saved exactly as the machine drafted them are shown as machine translation.
      await tx.insert(tripTranslations).values({
        tripId: trip.id,
        locale: "en",
        content: english,
        machineSections: wizardMachineSections(input.data, english),
      });
    }
    if (draftId) {
      await tx
        .delete(tripDrafts)
        .where(and(eq(tripDrafts.id, draftId), eq(tripDrafts.tropleaderId, actor.id)));
    }
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "trip.create",
      entityType: "trip",
      entityId: trip.id,
      data: { title: data.basics.title, status },
    });
    const adminIds = await tellAdminsOfTrip(deps, tx, {
      id: trip.id,
      title: data.basics.title,
      slug: trip.slug,
      status,
      tropleaderId: actor.id,
      tropleaderName: guide?.name ?? "",
    });
    return { trip: { tripId: trip.id, slug: trip.slug, status, alreadyCreated: false }, adminIds };
  });
  await announceNotifications(deps, outcome.adminIds);
  if (!outcome.trip.alreadyCreated) {
    deps.logger.info("trip created", { tripId: outcome.trip.tripId, status: outcome.trip.status });
  }
  return outcome.trip;
}
