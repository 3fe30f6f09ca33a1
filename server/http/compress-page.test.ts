import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPage, pickEncoding } from "./compress-page.ts";

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
});
