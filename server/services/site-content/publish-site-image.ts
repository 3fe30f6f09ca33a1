import { and, eq, isNull } from "drizzle-orm";
import { platformToday } from "#core/rules/platform-calendar";
import {
  type HeroImage,
  type ImageBlock,
  imageBlockSchema,
  parseStoredImageDates,
  parseStoredSiteImages,
  type SiteLogo,
} from "#core/schemas/site-images";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { files, siteContent } from "../../db/schema/platform.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { parseInput } from "../auth/parse-input.ts";
import { UPLOAD_POLICIES } from "../uploads/upload-policies.ts";
import { forgetPublicSiteContent } from "./get-public-site-content.ts";
import { writeSiteContent } from "./write-site-content.ts";

/**
 * The public address of a site image an admin uploaded (kind `site-image`, not deleted); any other file (an
 * avatar, a trip photo, another kind, an unknown id) is refused, so Contenido never publishes what it did not
 * receive for itself.
 */
export async function findSiteImageUrl(
  deps: Pick<AppDeps, "db" | "storage">,
  db: DbOrTx,
  fileId: string,
): Promise<string> {
  const [file] = await db
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.bucket, UPLOAD_POLICIES["site-image"].bucket),
        eq(files.visibility, "public"),
        isNull(files.deletedAt),
      ),
    );
  if (!file) throw new AppError("validation", "admin:content.images.errors.badFile");
  return deps.storage.publicUrl(file.key);
}

/**
 * Contenido's image blocks (issue 35): the home hero image (a site image, its focal point, its alt text in
 * both languages; "" as the file keeps the live image) or the site's logo. Checked by the form's schema; the
 * live value and the new one go to the audit log, and the block's publication date is kept. Nothing changes
 * when the input is invalid or equal to what is live.
 */
export async function publishSiteImage(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: SessionUser | null,
  block: ImageBlock,
  input: unknown,
  now: Date = new Date(),
): Promise<{ changed: string[] }> {
  assertAdmin(actor);
  const form = parseInput(imageBlockSchema(block), input) as { fileId: string } & Record<string, unknown>;
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteContent.value })
      .from(siteContent)
      .where(eq(siteContent.key, "images"))
      .for("update");
    const live = parseStoredSiteImages(row?.value);
    const published = parseStoredImageDates(row?.value);
    const url = form.fileId ? await findSiteImageUrl(deps, tx, form.fileId) : undefined;
    let next: HeroImage | SiteLogo;
    if (block === "heroImage") {
      const heroUrl = url ?? live.hero?.url;
      if (!heroUrl) throw new AppError("validation", "admin:content.images.errors.fileRequired");
      const hero = form as unknown as { focalX: number; focalY: number; alt_es: string; alt_en: string };
      next = {
        url: heroUrl,
        focalX: hero.focalX,
        focalY: hero.focalY,
        alt: { es: hero.alt_es, en: hero.alt_en },
      };
    } else {
      next = { url: url as string };
    }
    const key = block === "heroImage" ? "hero" : "logo";
    const before = live[key];
    if (JSON.stringify(before) === JSON.stringify(next)) return { changed: [] };
    const value = {
      hero: live.hero,
      logo: live.logo,
      [key]: next,
      published: { ...published, [block]: platformToday(now) },
    };
    await writeSiteContent(tx, { key: "images", value, actorId: actor.id, block, before, after: next }, now);
    return { changed: [block] };
  });
  forgetPublicSiteContent(deps.db);
  return result;
}
