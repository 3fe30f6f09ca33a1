/**
 * Compressed JavaScript each public page loads, against the 130 KiB budget (issue 17). For each page: the
 * scripts its HTML references (modulepreload links, script tags, the hydration script's imports, wherever they
 * are written) and, transitively, their static imports (dynamic import() is left out: loaded on demand), read
 * from the production build. Three figures per page:
 * - served: the bytes the server sends for them to a browser (Accept-Encoding: br, gzip), with the encoding;
 * - gzip: compressed here with zlib at level 6 (what the server's on-the-fly gzip uses, CompressionStream);
 * - brotli: the precompressed .br file when the build has one, else compressed here at quality 11 (what a
 *   build-time precompression uses).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { buildDir } from "#server/lib/project-root";
import { printTable } from "./stats.ts";

export const JS_BUDGET_BYTES = 130 * 1024;

const ASSET_JS = /\/assets\/[A-Za-z0-9._-]+\.js/g;
/** Static imports in Vite's minified output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[A-Za-z0-9._-]+\.js)["']/g;

export type PageJs = {
  page: string;
  files: number;
  raw: number;
  served: number;
  servedEncoding: string;
  gzip: number;
  brotli: number;
  brotliPrecompressed: boolean;
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The bytes a browser receives for `url` (body as sent, not decoded) and the encoding used. */
function servedSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${url} → ${res.statusCode}`));
          else resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "identity") });
        });
      })
      .on("error", reject);
  });
}

/**
 * React Router's route manifest, written into the page for client navigation: it names other routes' modules
 * too (those the page links to), which are not loaded at start.
 */
const ROUTE_MANIFEST = /__reactRouterManifest[\s\S]*?__reactRouterRouteModules/g;

/**
 * Every JavaScript file the page loads at start: those its HTML references outside the route manifest
 * (modulepreloads, the hydration script's imports, wherever they are written), and their static imports.
 */
export function scriptsOfPage(html: string, clientDir: string): string[] {
  const seen = new Set<string>();
  const queue = [...new Set(html.replace(ROUTE_MANIFEST, "").match(ASSET_JS) ?? [])];
  while (queue.length) {
    const href = queue.shift()!;
    if (seen.has(href)) continue;
    seen.add(href);
    const file = path.join(clientDir, href);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(STATIC_IMPORT)) {
      const imported = path.posix.join(path.posix.dirname(href), m[1]!);
      if (!seen.has(imported)) queue.push(imported);
    }
  }
  return [...seen];
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number; precompressed: boolean }>();

function fileSizes(clientDir: string, href: string) {
  const cached = sizeCache.get(href);
  if (cached) return cached;
  const file = path.join(clientDir, href);
  const content = readFileSync(file);
  const br = `${file}.br`;
  const precompressed = existsSync(br);
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 6 }).length,
    brotli: precompressed
      ? readFileSync(br).length
      : brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }).length,
    precompressed,
  };
  sizeCache.set(href, sizes);
  return sizes;
}

export async function measurePageJs(
  base: string,
  pages: { page: string; path: string }[],
): Promise<PageJs[]> {
  const clientDir = path.join(buildDir(), "client");
  const results: PageJs[] = [];
  for (const { page, path: pagePath } of pages) {
    const res = await fetch(`${base}${pagePath}`, { headers: { "accept-language": "es" } });
    if (!res.ok) throw new Error(`GET ${pagePath} → ${res.status}`);
    const scripts = scriptsOfPage(await res.text(), clientDir);
    const row: PageJs = {
      page,
      files: scripts.length,
      raw: 0,
      served: 0,
      servedEncoding: "",
      gzip: 0,
      brotli: 0,
      brotliPrecompressed: true,
    };
    const encodings = new Set<string>();
    for (const href of scripts) {
      const sizes = fileSizes(clientDir, href);
      row.raw += sizes.raw;
      row.gzip += sizes.gzip;
      row.brotli += sizes.brotli;
      row.brotliPrecompressed &&= sizes.precompressed;
      const served = await servedSize(`${base}${href}`);
      row.served += served.bytes;
      encodings.add(served.encoding);
    }
    row.servedEncoding = [...encodings].join("+");
    results.push(row);
  }
  return results;
}

export function printPageJs(rows: PageJs[]): void {
  printTable(`JavaScript per public page (budget ${kib(JS_BUDGET_BYTES)} compressed)`, [
    ...rows.map((r) => ({
      page: r.page,
      files: r.files,
      uncompressed: kib(r.raw),
      served: `${kib(r.served)} (${r.servedEncoding})`,
      "gzip -6": kib(r.gzip),
      "brotli -11": `${kib(r.brotli)}${r.brotliPrecompressed ? " (.br)" : ""}`,
      budget: r.served <= JS_BUDGET_BYTES ? "ok" : `OVER by ${kib(r.served - JS_BUDGET_BYTES)}`,
    })),
  ]);
  console.info(
    "served: bytes sent for Accept-Encoding: br, gzip (checked against the budget). brotli: the build's .br file" +
      " where there is one, else quality 11 computed here.",
  );
}
