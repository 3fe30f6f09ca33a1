import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { galleryAddSchema, TROPLEADER_GALLERY_MAX } from "#core/schemas/tropleader-profile";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { files } from "../../db/schema/platform.ts";
import { tropleaderGallery } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Adds photos the guide just uploaded (gallery-image files) to their public gallery, in the order given.
 * Only their own, live gallery uploads are taken (anything else is a 404); a photo already in the gallery is
 * not added twice; the gallery holds at most TROPLEADER_GALLERY_MAX photos. The guide's row is locked so two
 * tabs adding at once cannot pass the limit together.
 */
export async function addGalleryImages(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  input: unknown,
): Promise<{ added: number }> {
  if (!actor) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  if (actor.role !== "tropleader") throw new AppError("forbidden", "auth:errors.forbidden");
  const parsed = galleryAddSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      parsed.error.issues[0]?.message ?? "workspace:profileEdit.errors.galleryFile",
    );
  }
  const wanted = [...new Set(parsed.data.fileIds)];
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${actor.id}::uuid for update`);
    const owned = await tx
      .select({ id: files.id, key: files.key })
      .from(files)
      .where(
        and(
          inArray(files.id, wanted),
          eq(files.ownerId, actor.id),
          eq(files.bucket, "tropleader-gallery"),
          isNull(files.deletedAt),
        ),
      );
    if (owned.length !== wanted.length)
      throw new AppError("not_found", "workspace:profileEdit.errors.galleryFile");
    const current = await tx
      .select({ fileId: tropleaderGallery.fileId, sortOrder: tropleaderGallery.sortOrder })
      .from(tropleaderGallery)
      .where(eq(tropleaderGallery.userId, actor.id));
    const present = new Set(current.map((c) => c.fileId));
    const fresh = wanted.filter((id) => !present.has(id));
    if (current.length + fresh.length > TROPLEADER_GALLERY_MAX) {
      throw new AppError("validation", "workspace:profileEdit.errors.galleryFull", {
        max: TROPLEADER_GALLERY_MAX,
        count: TROPLEADER_GALLERY_MAX,
      });
    }
    if (!fresh.length) return { added: 0 };
    const keyOf = new Map(owned.map((f) => [f.id, f.key]));
    const start = current.reduce((max, c) => Math.max(max, c.sortOrder + 1), 0);
    await tx.insert(tropleaderGallery).values(
      fresh.map((fileId, i) => ({
        userId: actor.id,
        fileId,
        imageUrl: deps.storage.publicUrl(keyOf.get(fileId) as string),
        sortOrder: start + i,
      })),
    );
    return { added: fresh.length };
  });
}
