import { beforeAll, describe, expect, it } from "vitest";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { createHttpApp } from "./create-app.ts";

const deps = useTestDeps();
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  // The React Router handler is never reached by /media requests; a build that fails loudly proves it.
  app = createHttpApp(deps, {
    mode: "development",
    build: () => Promise.reject(new Error("the React Router handler must not run for /media")),
  });
  await deps.storage.put("public/trips/t1/hero.webp", Buffer.from("webp-bytes"), "image/webp");
  await deps.storage.put("private/identity/u1/front.pdf", Buffer.from("%PDF secret"), "application/pdf");
  await deps.storage.put("public/trips/t1/leaflet.pdf", Buffer.from("%PDF-1.4 leaflet"), "application/pdf");
});

describe("GET /media/*", () => {
  it("serves a public file with its content type and an hour of cache", async () => {
    const res = await app.request("/media/public/trips/t1/hero.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("webp-bytes");
  });

  it("serves stored files so nothing in them runs: sandboxed, and anything but an image downloaded", async () => {
    const image = await app.request("/media/public/trips/t1/hero.webp");
    expect(image.headers.get("content-security-policy")).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(image.headers.get("content-disposition")).toBeNull();
    const pdf = await app.request("/media/public/trips/t1/leaflet.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe("attachment");
    expect(pdf.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers HEAD without a body", async () => {
    const res = await app.request("/media/public/trips/t1/hero.webp", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it.each([
    "/media/private/identity/u1/front.pdf",
    "/media/public/missing.webp",
    "/media/public/../private/identity/u1/front.pdf",
    "/media/public/%2e%2e/private/identity/u1/front.pdf",
    "/media/public%2F..%2Fprivate%2Fidentity%2Fu1%2Ffront.pdf",
    "/media/%E0%A4%A",
  ])("is a 404 for %s", async (url) => {
    const res = await app.request(url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("secret");
  });
});
