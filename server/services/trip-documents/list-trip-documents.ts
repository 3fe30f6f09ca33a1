import { and, asc, eq, isNull } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import type { ContentLocale } from "#core/content/content-locales";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files } from "../../db/schema/platform.ts";
import { tripDocuments } from "../../db/schema/trips.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadVisibleTripTranslation } from "../trip-translations/load-trip-translation.ts";
import { canSeeTripDocument, tripDocumentAccess } from "./trip-document-access.ts";

export type TripDocumentItem = {
  id: string;
  fileId: string;
  /** In the reader's language when the guide translated it (titleLang), else as written (Spanish). */
  title: string;
  titleLang: ContentLocale;
  sizeBytes: number;
  contentType: string;
  departureId: string | null;
  createdAt: string;
  /** Where the browser downloads it (an authenticated, permission-checked route). */
  downloadUrl: string;
};

/**
 * The documents of a trip the actor may open (doc 1 §2 'documents' action), oldest first, each titled in the
 * reader's language when the trip's approved version has its title (issue 34).
 */
export async function listTripDocuments(
  db: DbOrTx,
  actor: Pick<SessionUser, "id" | "role">,
  tripId: string,
  locale: Locale = "es",
): Promise<TripDocumentItem[]> {
  const access = await tripDocumentAccess(db, actor, tripId);
  if (access.kind === "none") throw new AppError("forbidden", "dashboard:documents.errors.notBooked");
  const rows = await db
    .select({
      id: tripDocuments.id,
      fileId: tripDocuments.fileId,
      title: tripDocuments.title,
      departureId: tripDocuments.departureId,
      createdAt: tripDocuments.createdAt,
      sizeBytes: files.sizeBytes,
      contentType: files.contentType,
    })
    .from(tripDocuments)
    .innerJoin(files, eq(files.id, tripDocuments.fileId))
    .where(and(eq(tripDocuments.tripId, tripId), isNull(files.deletedAt)))
    .orderBy(asc(tripDocuments.createdAt), asc(tripDocuments.title));
  const titles = (await loadVisibleTripTranslation(db, tripId, locale))?.content.documents?.titles ?? {};
  return rows
    .filter((r) => canSeeTripDocument(access, r.departureId))
    .map((r) => ({
      ...r,
      title: titles[r.id]?.trim() ? titles[r.id]! : r.title,
      titleLang: titles[r.id]?.trim() && locale !== "es" ? locale : "es",
      createdAt: r.createdAt.toISOString(),
      downloadUrl: `/api/files/${r.fileId}`,
    }));
}
