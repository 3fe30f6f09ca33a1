import { Hono } from "hono";
import { isPublicKey } from "../adapters/storage/storage.ts";
import type { AppDeps } from "../app-deps.ts";

/** Browsers may keep a public file for an hour (doc 1 §9: storage cache 3600 s). */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * GET /media/<key>: public files from storage (avatars, trip photos, gallery). Only keys under `public/` are
 * served; anything else, including every `private/` key, is a 404 indistinguishable from a missing file.
 */
export function createMediaRoutes(deps: Pick<AppDeps, "storage">) {
  const app = new Hono();
  app.get("/*", async (c) => {
    const key = keyFromPath(c.req.path);
    if (!key || !isPublicKey(key)) return c.text("Not found", 404);
    const object = await deps.storage.get(key);
    if (!object) return c.text("Not found", 404);
    const image = object.contentType.startsWith("image/");
    return c.body(new Uint8Array(object.body), 200, {
      "Content-Type": object.contentType,
      "Content-Length": String(object.body.length),
      "Cache-Control": CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
      // Nothing in a stored file may run (the same policy as /api/files): an image is shown on its own in
      // a sandbox; anything else (public keys hold re-encoded images only) is downloaded, never rendered.
      "Content-Security-Policy": image
        ? "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"
        : "default-src 'none'; sandbox",
      ...(image ? {} : { "Content-Disposition": "attachment" }),
    });
  });
  return app;
}

function keyFromPath(pathname: string): string | null {
  const raw = pathname.replace(/^\/media\//, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
