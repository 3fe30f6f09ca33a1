import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadDepartureByDate } from "../tropleader/load-departure-by-date.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";

/** The guide removes one of the departure's documents; travellers lose access at once and the file goes. */
export async function deleteDepartureDocument(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  tripId: string,
  startDate: string,
  documentId: string,
): Promise<void> {
  const { departure } = await loadDepartureByDate(deps, actor, tripId, startDate);
  if (!/^[0-9a-f-]{36}$/i.test(documentId))
    throw new AppError("not_found", "workspace:documents.errors.fileMissing");
  const removeObjects = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tripDocuments)
      .where(and(eq(tripDocuments.id, documentId), eq(tripDocuments.departureId, departure.id)))
      .returning({ fileId: tripDocuments.fileId });
    if (!row) throw new AppError("not_found", "workspace:documents.errors.fileMissing");
    return markFilesDeleted(deps, tx, [row.fileId]);
  });
  await removeObjects();
}
