import { eq } from "drizzle-orm";
import { documentEnglishTitleSchema } from "#core/schemas/trip-document";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadTripTranslationForOwner } from "../trip-translations/load-trip-translation.ts";
import {
  type SavedTripTranslationSection,
  saveTripTranslationSection,
} from "../trip-translations/save-trip-translation-section.ts";
import { loadDepartureByDate } from "../tropleader/load-departure-by-date.ts";

/**
 * The guide gives one of a departure's documents its title in English (issue 34), or removes it (empty): the
 * trip's English `documents` section is rewritten through saveTripTranslationSection (same rules as the
 * Spanish title, ownership, moderation status, audit), keeping the other documents' titles and dropping those
 * of documents deleted since. Travellers whose account is in English then see it (listTripDocuments).
 */
export async function saveDocumentEnglishTitle(
  deps: Pick<AppDeps, "db" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  input: unknown,
): Promise<SavedTripTranslationSection> {
  const { trip, departure } = await loadDepartureByDate(deps, actor, tripId, startDate);
  const parsed = documentEnglishTitleSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      parsed.error.issues[0]?.message ?? "workspace:documents.errors.titleMin",
    );
  }
  const { documentId, title } = parsed.data;
  const documents = await deps.db
    .select({ id: tripDocuments.id, departureId: tripDocuments.departureId })
    .from(tripDocuments)
    .where(eq(tripDocuments.tripId, trip.id));
  if (!documents.some((d) => d.id === documentId && d.departureId === departure.id)) {
    throw new AppError("not_found", "workspace:documents.errors.fileMissing");
  }
  const saved = (await loadTripTranslationForOwner(deps.db, trip.id, "en"))?.content.documents?.titles ?? {};
  const titles: Record<string, string> = {};
  for (const d of documents) {
    const kept = d.id === documentId ? title : saved[d.id];
    if (kept) titles[d.id] = kept;
  }
  return saveTripTranslationSection(deps, actor, {
    tripId: trip.id,
    locale: "en",
    section: "documents",
    values: { titles },
  });
}
