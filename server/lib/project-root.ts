import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding package.json, whether running from source (tsx) or from the bundle in build/node. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** Where the production build lives (TROPA_BUILD_DIR lets parallel test runs keep separate builds). */
export function buildDir(): string {
  return path.resolve(projectRoot(), process.env.TROPA_BUILD_DIR ?? "build");
}
