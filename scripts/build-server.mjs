// Bundles the Hono server (server/main.ts and everything it imports from server/ and core/) into one file.
// Packages stay external: they are installed in node_modules. Split into chunks: main.js listens before the
// app's modules (server/start-app.ts and its packages) load (see server/main.ts).
import { build } from "esbuild";

const buildDir = process.env.TROPA_BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/main.ts"],
  outdir: `${buildDir}/node`,
  entryNames: "[name]",
  chunkNames: "[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  define: { "process.env.TROPA_BUNDLE": '"1"' },
  logLevel: "warning",
});
