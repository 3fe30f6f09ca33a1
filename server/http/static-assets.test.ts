import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, serveClientBuild, withPageCacheControl } from "./static-assets.ts";

describe("client build files (issue 17: brotli precompressed at build, gzip fallback)", () => {
  const source = `export const text = "${"tropa ".repeat(400)}";`;
  let dir: string;
  let app: Hono;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tropa-static-"));
    mkdirSync(path.join(dir, "assets"));
    const file = path.join(dir, "assets", "app-abc123.js");
    writeFileSync(file, source);
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
    writeFileSync(path.join(dir, "assets", "no-copy-def456.js"), source);
    app = new Hono();
    serveClientBuild(app, path.relative(process.cwd(), dir));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (file: string, acceptEncoding?: string) =>
    app.request(`/assets/${file}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the brotli copy to a browser that accepts it, cached for a year", async () => {
    const res = await get("app-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(brotliCompressSync(source).length);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await get("app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await gz.arrayBuffer()).length).toBe(gzipSync(source).length);
    const plain = await get("app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(source);
  });

  it("compresses on the fly a file that has no copy", async () => {
    const res = await get("no-copy-def456.js", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("page caching (issue 17)", () => {
  const html = (headers: Record<string, string> = {}) =>
    new Response("<!doctype html>", { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

  it("keeps a signed-in page out of shared caches and makes every page revalidate", () => {
    expect(withPageCacheControl(html(), true).headers.get("cache-control")).toBe("private, no-cache");
    expect(withPageCacheControl(html(), false).headers.get("cache-control")).toBe("public, no-cache");
    expect(withPageCacheControl(html(), false).headers.get("vary")).toMatch(/Cookie/);
  });

  it("leaves answers that chose their own policy, and non-pages, alone", () => {
    const own = html({ "Cache-Control": "private, no-store" });
    expect(withPageCacheControl(own, false).headers.get("cache-control")).toBe("private, no-store");
    const pdf = new Response("%PDF", { headers: { "Content-Type": "application/pdf" } });
    expect(withPageCacheControl(pdf, true).headers.get("cache-control")).toBeNull();
  });
});

describe("what the client build does not hold", () => {
  it("goes on to the pages without a file's cache policy", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tropa-static-"));
    const app = new Hono();
    serveClientBuild(app, path.relative(process.cwd(), dir));
    app.get("*", (c) => c.html("<p>page</p>"));
    const res = await app.request("/viajes");
    expect(await res.text()).toBe("<p>page</p>");
    expect(res.headers.get("cache-control")).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });
});
