import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/platform.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { loadTripTranslationForOwner } from "../trip-translations/load-trip-translation.ts";

/**
 * The documents of one departure for its guide (the caller has checked the departure is theirs), each with
 * the English title the guide wrote (issue 34; null when none), whatever the English version's status.
 */
export async function listDepartureDocuments(deps: Pick<AppDeps, "db">, departureId: string) {
  const rows = await deps.db
    .select({
      id: tripDocuments.id,
      tripId: tripDocuments.tripId,
      fileId: tripDocuments.fileId,
      title: tripDocuments.title,
      createdAt: tripDocuments.createdAt,
      sizeBytes: files.sizeBytes,
    })
    .from(tripDocuments)
    .innerJoin(files, eq(files.id, tripDocuments.fileId))
    .where(and(eq(tripDocuments.departureId, departureId), isNull(files.deletedAt)))
    .orderBy(asc(tripDocuments.createdAt));
  const tripId = rows[0]?.tripId;
  const english = tripId
    ? ((await loadTripTranslationForOwner(deps.db, tripId, "en"))?.content.documents?.titles ?? {})
    : {};
  return rows.map(({ tripId: _trip, ...r }) => ({
    ...r,
    englishTitle: english[r.id] ?? null,
    createdAt: r.createdAt.toISOString(),
    downloadUrl: `/api/files/${r.fileId}`,
  }));
}
