// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file of the client
// build, once, at build time: the server sends the smallest the browser accepts (server/http/static-assets.ts)
// instead of compressing the same bytes again on every request. Files that do not shrink are left alone. Small
// files are compressed too: a page loads a dozen chunks under 1 KiB (icons, the runtime, small shared modules),
// which on-the-fly compression (1 KiB threshold) would send as they are, ≈1.5 KiB more per page (issue 17).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.join(process.env.TROPA_BUILD_DIR ?? "build", "client");
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(clientDir)) {
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  count++;
  before += source.length;
  after += br.length;
}
process.stdout.write(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli\n`,
);
