import { and, isNull, lt, ne, sql } from "drizzle-orm";
import { RETENTION } from "#core/rules/retention";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/platform.ts";
import { markFilesDeleted } from "./delete-stored-files.ts";

/** An upload nothing points at is removed after this long (the form that would have used it was abandoned). */
export const UNATTACHED_UPLOAD_MS = RETENTION.abandonedUploadHours * 60 * 60 * 1000;

/** A URL column that holds this file's public address (the key is unique, and every public URL ends with it). */
const urlOf = (column: string) => sql.raw(`${column} like '%' || f.key`);

/**
 * Whether something uses the file: an avatar, either side of an identity document, a trip's hero or gallery
 * image or an itinerary day's image, a trip document, a tropleader's cover, gallery photo or certification
 * document, a review's photo,
 * a refund's medical certificate, an image of a trip still being written in the wizard (its draft), a data
 * export waiting to be downloaded (expire-data-exports.ts removes it when its link expires).
 * Contenido's published hero image and logo (site_content) count too.
 * A new place that stores an upload must be added here, or its files are purged a day after upload.
 */
const ATTACHED = sql`(
  exists (select 1 from users u where u.identity_document_front_file_id = f.id
    or u.identity_document_back_file_id = f.id or ${urlOf("u.avatar_url")})
  or exists (select 1 from trips t where ${urlOf("t.hero_image_url")})
  or exists (select 1 from trip_gallery g where ${urlOf("g.image_url")})
  or exists (select 1 from trip_itinerary i where ${urlOf("i.image_url")})
  or exists (select 1 from trip_documents d where d.file_id = f.id)
  or exists (select 1 from tropleader_profiles p where ${urlOf("p.cover_image_url")})
  or exists (select 1 from tropleader_profiles pc, jsonb_array_elements(pc.certifications) as cert(row)
    where cert.row->>'fileId' = f.id::text)
  or exists (select 1 from tropleader_gallery tg where tg.file_id = f.id or ${urlOf("tg.image_url")})
  or exists (select 1 from reviews r, unnest(r.photos) as photo(url) where ${urlOf("photo.url")})
  or exists (select 1 from refunds rf where rf.certificate_file_id = f.id)
  or exists (select 1 from trip_drafts td where strpos(td.data::text, f.key) > 0)
  or exists (select 1 from privacy_requests pr where pr.file_id = f.id)
  or exists (select 1 from site_content sc where strpos(sc.value::text, f.key) > 0)
)`;

/**
 * Uploads are stored before the form that uses them is sent (identity sides, gallery and trip images, trip
 * documents); when the form never is, the file is nobody's: a private document must not linger, and a public
 * image must not stay hosted under the site's address. Removes files older than a day that nothing uses
 * (demo files excepted), at most 500 a run. Returns how many went.
 */
export async function purgeUnattachedUploads(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_MS);
  const result = await deps.db.transaction(async (tx) => {
    const unattached = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          isNull(files.deletedAt),
          ne(files.bucket, "demo"),
          lt(files.createdAt, cutoff),
          sql`not exists (select 1 from files f where f.id = ${files.id} and ${ATTACHED})`,
        ),
      )
      .limit(500);
    const ids = unattached.map((f) => f.id);
    return { remove: await markFilesDeleted(deps, tx, ids), count: ids.length };
  });
  await result.remove();
  return result.count;
}
