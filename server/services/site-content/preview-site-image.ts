import { type ImageBlock, imageBlockSchema } from "#core/schemas/site-images";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { parseInput } from "../auth/parse-input.ts";
import { getSiteContent } from "./get-site-content.ts";
import { findSiteImageUrl } from "./publish-site-image.ts";

/**
 * Contenido's 'Vista previa' of an image block: the form checked by its schema (admins only) and the image's
 * public address (the new upload's, or the live one when the form keeps it), so the page can draw it before
 * 'Publicar'. Changes nothing.
 */
export async function previewSiteImage(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: SessionUser | null,
  block: ImageBlock,
  input: unknown,
): Promise<Record<string, string>> {
  assertAdmin(actor);
  const form = parseInput(imageBlockSchema(block), input) as Record<string, string | number>;
  const fileId = String(form.fileId ?? "");
  const live = (await getSiteContent(deps.db)).images[block === "heroImage" ? "hero" : "logo"];
  const url = fileId ? await findSiteImageUrl(deps, deps.db, fileId) : live?.url;
  if (!url) throw new AppError("validation", "admin:content.images.errors.fileRequired");
  return { ...Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])), url };
}
