import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  compressHtml,
  compressPage,
  PAGE_BROTLI_QUALITY,
  pickEncoding,
  windowBitsFor,
} from "./compress-page.ts";

const page = `<!DOCTYPE html><html><body>${"<p>Viajes en grupo, señora</p>".repeat(200)}</body></html>`;
const htmlResponse = () =>
  new Response(page, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Cookie" },
  });

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("*;q=0")).toBeNull();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding(null)).toBeNull();
  });
});

describe("compressPage (issue 17)", () => {
  it("sends a page as brotli to a browser that takes it, and the same text comes back", async () => {
    const res = await compressPage(htmlResponse(), "gzip, br");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString("utf8")).toBe(page);
  });

  it("falls back to gzip, then to the page as it is", async () => {
    const gz = await compressPage(htmlResponse(), "gzip");
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(page);
    const plain = await compressPage(htmlResponse(), null);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("leaves alone what is not an HTML page, and what is already encoded", async () => {
    const csv = new Response("a,b\n1,2", { headers: { "Content-Type": "text/csv" } });
    expect(await compressPage(csv, "br")).toBe(csv);
    const encoded = new Response("x", {
      headers: { "Content-Type": "text/html", "Content-Encoding": "gzip" },
    });
    expect(await compressPage(encoded, "br")).toBe(encoded);
  });

  it("compresses a page rendered for one request at the lighter quality, a kept page at the smaller (decision 0042)", async () => {
    // Text varied enough for the qualities to differ, as a real page is.
    const varied = Buffer.from(
      Array.from(
        { length: 800 },
        (_, i) => `<li data-i="${i}">Viaje ${i * 7919} · ${(i * 104729) % 997} €</li>`,
      ).join(""),
    );
    const once = await compressHtml(varied, "br", "once");
    const kept = await compressHtml(varied, "br", "kept");
    expect(PAGE_BROTLI_QUALITY.once).toBeLessThan(PAGE_BROTLI_QUALITY.kept);
    expect(once.equals(kept)).toBe(false);
    expect(brotliDecompressSync(once).equals(varied)).toBe(true);
    const res = await compressPage(
      new Response(varied, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      "br",
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(once)).toBe(true);
  });

  it("fits brotli's window to the page: the smallest power of two that holds it, within brotli's bounds", async () => {
    expect(windowBitsFor(94_092)).toBe(17);
    expect(windowBitsFor(65_536)).toBe(16);
    expect(windowBitsFor(65_537)).toBe(17);
    expect(windowBitsFor(0)).toBe(10);
    expect(windowBitsFor(300)).toBe(10);
    expect(windowBitsFor(50 * 1024 * 1024)).toBe(22);
    // A page one byte larger than a power of two still comes back whole.
    const page = Buffer.alloc(65_537, "a");
    page.write("<p>fin</p>", 65_527);
    for (const reuse of ["once", "kept"] as const) {
      expect(brotliDecompressSync(await compressHtml(page, "br", reuse)).equals(page)).toBe(true);
    }
  });
});
