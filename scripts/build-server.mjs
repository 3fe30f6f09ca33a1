// Bundles the Hono server (server/main.ts and everything it imports from server/ and core/) into one file.
// Split into chunks: main.js listens before the app's modules (server/start-app.ts and its packages) load (see
// server/main.ts).
// Packages: the ones below stay external (installed in node_modules): those the page build (build/server) also
// imports, so both share one copy, and those that load files of their own (WebAssembly, native code, fonts) or are
// loaded only when configured. Every other package the server imports (better-auth and its dependencies, hono,
// ws…) is bundled: loading hundreds of small files through Node's module loader was a large part of the start-up
// (docs/decisions/0024-startup-and-bench.md).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const buildDir = process.env.TROPA_BUILD_DIR ?? "build";

const EXTERNAL = [
  ...["react", "react-dom", "react-router", "@react-router/*", "drizzle-orm", "zod", "@zxcvbn-ts/*"],
  ...["@electric-sql/pglite", "pg", "sharp", "pdfkit", "stripe", "nodemailer", "@aws-sdk/*", "vite"],
  // loaded only with metrics or tracing on (server/metrics/, server/tracing/); better-auth's own use of
  // @opentelemetry/api (lazy) and semantic-conventions stays bundled as before
  ...["prom-client", "@opentelemetry/sdk-trace", "@opentelemetry/exporter-trace-otlp-http"],
  ...["@opentelemetry/core", "@opentelemetry/resources"],
  // optional native add-ons of ws
  ...["bufferutil", "utf-8-validate"],
];

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
  external: EXTERNAL.flatMap((name) => (name.endsWith("*") ? [name] : [name, `${name}/*`])),
  // CommonJS packages bundled into ES modules call require() for Node's built-ins.
  banner: {
    js: 'import { createRequire as __tropaRequire } from "node:module"; const require = __tropaRequire(import.meta.url);',
  },
  sourcemap: true,
  define: { "process.env.TROPA_BUNDLE": '"1"' },
  logLevel: "warning",
});

// What the admin's Sistema page shows as the version (server/services/system/read-build-info.ts): package.json's
// version and the commit built, from TROPA_COMMIT (a build without the .git folder) or git, else none.
function builtCommit() {
  if (process.env.TROPA_COMMIT) return process.env.TROPA_COMMIT.slice(0, 40);
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
      stdio: "pipe",
    }).trim();
  } catch {
    return null;
  }
}
const { version } = JSON.parse(readFileSync("package.json", "utf8"));
writeFileSync(
  `${buildDir}/build-info.json`,
  `${JSON.stringify({ version, commit: builtCommit(), builtAt: new Date().toISOString() })}\n`,
);
