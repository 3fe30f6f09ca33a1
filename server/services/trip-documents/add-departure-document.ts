import { and, eq, isNull, sql } from "drizzle-orm";
import { DEPARTURE_DOCUMENTS_MAX, departureDocumentSchema } from "#core/schemas/trip-document";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { files } from "../../db/schema/platform.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadDepartureByDate } from "../tropleader/load-departure-by-date.ts";

/**
 * Documentos (issue 11): the trip's guide shares a PDF they just uploaded (a private trip-document file,
 * content-checked and size-limited by the upload pipeline) with the confirmed travellers of one departure.
 * Only the guide's own, live, unattached upload is taken; at most DEPARTURE_DOCUMENTS_MAX per departure.
 */
export async function addDepartureDocument(
  deps: Pick<AppDeps, "db">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  input: unknown,
): Promise<{ id: string }> {
  const { trip, departure } = await loadDepartureByDate(deps, actor, tripId, startDate);
  const parsed = departureDocumentSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      parsed.error.issues[0]?.message ?? "workspace:documents.errors.fileMissing",
    );
  }
  const { fileId, title } = parsed.data;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from trip_departures where id = ${departure.id}::uuid for update`);
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, fileId),
          eq(files.ownerId, actor?.id ?? ""),
          eq(files.bucket, "trip-documents"),
          isNull(files.deletedAt),
        ),
      );
    if (!file) throw new AppError("not_found", "workspace:documents.errors.fileMissing");
    const existing = await tx
      .select({ fileId: tripDocuments.fileId })
      .from(tripDocuments)
      .where(eq(tripDocuments.departureId, departure.id));
    if (existing.some((d) => d.fileId === fileId)) {
      throw new AppError("conflict", "workspace:documents.errors.fileMissing");
    }
    if (existing.length >= DEPARTURE_DOCUMENTS_MAX) {
      throw new AppError("validation", "workspace:documents.errors.tooMany", {
        max: DEPARTURE_DOCUMENTS_MAX,
        count: DEPARTURE_DOCUMENTS_MAX,
      });
    }
    const [row] = await tx
      .insert(tripDocuments)
      .values({ tripId: trip.id, departureId: departure.id, fileId, title })
      .returning({ id: tripDocuments.id });
    return { id: (row as { id: string }).id };
  });
}
