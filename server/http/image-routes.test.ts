import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app-deps.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { createImageRoutes } from "./image-routes.ts";

let deps: AppDeps & { close(): Promise<void> };
let staticRoot: string;
let app: ReturnType<typeof createImageRoutes>;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#aedeae" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  deps = await createTestDeps();
  staticRoot = mkdtempSync(path.join(tmpdir(), "tropa-static-"));
  mkdirSync(path.join(staticRoot, "demo"), { recursive: true });
  writeFileSync(path.join(staticRoot, "demo", "wide.png"), await png(1200, 600));
  writeFileSync(path.join(tmpdir(), "outside-root.png"), await png(10, 10));
  await deps.storage.put("public/trips/photo.png", await png(800, 800), "image/png");
  await deps.storage.put("private/ids/front.png", await png(800, 800), "image/png");
  const routes = createImageRoutes(deps, { staticRoot });
  app = routes;
});
afterAll(async () => {
  await deps.close();
});

const get = (p: string) => app.request(p);

describe("image routes", () => {
  it("resizes a static image to the requested width as WebP, and serves the cached copy next time", async () => {
    const res = await get("/320/demo/wide.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 160]);
    const again = await get("/320/demo/wide.png");
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(Number(res.headers.get("content-length")));
  });

  it("resizes public storage files, never enlarging them", async () => {
    const res = await get("/1280/media/public/trips/photo.png");
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
  });

  it("refuses private files, unknown widths, paths out of the static folder and non-images", async () => {
    expect((await get("/320/media/private/ids/front.png")).status).toBe(404);
    expect((await get("/333/demo/wide.png")).status).toBe(404);
    expect((await get("/320/../outside-root.png")).status).toBe(404);
    expect((await get("/320/%2e%2e/outside-root.png")).status).toBe(404);
    expect((await get("/320/demo/missing.png")).status).toBe(404);
    expect((await get("/320/demo/wide.txt")).status).toBe(404);
  });
});
