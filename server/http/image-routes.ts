import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "#core/constants/images";
import { isPublicKey } from "../adapters/storage/storage.ts";
import type { AppDeps } from "../app-deps.ts";

const SOURCE_EXTENSION = /\.(webp|jpe?g|png|avif)$/i;
/** Resized copies are derived from immutable sources (server-generated keys, versioned demo files). */
const CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400";
const QUALITY = 70;

export type ImageRoutesOptions = {
  /** Folder of the site's static files (the client build in production, public/ in development). */
  staticRoot: string;
};

/**
 * GET /img/<width>/<source path>: a resized WebP copy of a public image, so pages send each device the
 * pixels it shows (srcset) instead of the original. Sources are public storage keys (/media/public/…) or the
 * site's static images; widths come from a fixed list so the cache cannot be flooded. Copies are kept under
 * DATA_DIR/cache/img.
 */
export function createImageRoutes(
  deps: Pick<AppDeps, "storage" | "config" | "logger">,
  options: ImageRoutesOptions,
) {
  const app = new Hono();
  const cacheDir = path.join(deps.config.dataDir, "cache", "img");

  app.get("/:width{[0-9]+}/*", async (c) => {
    const width = Number(c.req.param("width"));
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return c.text("Not found", 404);
    const source = sourcePath(c.req.path);
    if (!source || !SOURCE_EXTENSION.test(source)) return c.text("Not found", 404);

    const cacheFile = path.join(
      cacheDir,
      String(width),
      `${createHash("sha256").update(source).digest("hex").slice(0, 32)}.webp`,
    );
    let body: Buffer | null = await readFile(cacheFile).catch(() => null);
    if (!body) {
      const original = await readSource(deps, options.staticRoot, source);
      if (!original) return c.text("Not found", 404);
      let resized: Buffer;
      try {
        resized = await sharp(original)
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer();
      } catch (error) {
        deps.logger.warn("image resize failed", { source, error });
        return c.text("Not found", 404);
      }
      body = resized;
      await writeCacheFile(cacheFile, resized).catch((error: unknown) =>
        deps.logger.warn("image cache write failed", { error }),
      );
    }
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": "image/webp",
      "Content-Length": String(body.length),
      "Cache-Control": CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    });
  });
  return app;
}

/** "/img/640/demo/trips/a.webp" → "/demo/trips/a.webp" (decoded), or null when malformed. */
function sourcePath(requestPath: string): string | null {
  const raw = requestPath.replace(/^(?:\/img)?\/[0-9]+/, "");
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.startsWith("/") && !decoded.includes("\0") ? decoded : null;
  } catch {
    return null;
  }
}

async function readSource(
  deps: Pick<AppDeps, "storage">,
  staticRoot: string,
  source: string,
): Promise<Buffer | null> {
  if (source.startsWith("/media/")) {
    const key = source.slice("/media/".length);
    if (!isPublicKey(key)) return null;
    return (await deps.storage.get(key))?.body ?? null;
  }
  // A static file: resolved inside the static root only (no "..", no absolute escapes).
  const root = path.resolve(staticRoot);
  const file = path.resolve(root, `.${path.posix.normalize(source)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return readFile(file).catch(() => null);
}

/** Written to a temporary name first, so a concurrent reader never sees half a file. */
async function writeCacheFile(file: string, body: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}
