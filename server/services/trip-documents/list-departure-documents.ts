import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/platform.ts";
import { tripDocuments } from "../../db/schema/trips.ts";

/** The documents of one departure for its guide (the caller has checked the departure is theirs). */
export async function listDepartureDocuments(deps: Pick<AppDeps, "db">, departureId: string) {
  const rows = await deps.db
    .select({
      id: tripDocuments.id,
      fileId: tripDocuments.fileId,
      title: tripDocuments.title,
      createdAt: tripDocuments.createdAt,
      sizeBytes: files.sizeBytes,
    })
    .from(tripDocuments)
    .innerJoin(files, eq(files.id, tripDocuments.fileId))
    .where(and(eq(tripDocuments.departureId, departureId), isNull(files.deletedAt)))
    .orderBy(asc(tripDocuments.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    downloadUrl: `/api/files/${r.fileId}`,
  }));
}
