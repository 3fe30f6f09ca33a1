import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildDir, projectRoot } from "../../lib/project-root.ts";

export type BuildInfo = { version: string; commit: string | null; builtAt: string | null };

/**
 * The running code's version: what `npm run build` wrote to <build>/build-info.json (package.json's version and
 * the commit, scripts/build-server.mjs), or package.json's version alone when running from source.
 */
export async function readBuildInfo(): Promise<BuildInfo> {
  try {
    const info = JSON.parse(
      await readFile(path.join(buildDir(), "build-info.json"), "utf8"),
    ) as Partial<BuildInfo>;
    if (typeof info.version === "string") {
      return {
        version: info.version,
        commit: typeof info.commit === "string" ? info.commit : null,
        builtAt: typeof info.builtAt === "string" ? info.builtAt : null,
      };
    }
  } catch {
    // No build (running from source): package.json says the version.
  }
  const pkg = JSON.parse(await readFile(path.join(projectRoot(), "package.json"), "utf8")) as {
    version?: string;
  };
  return { version: pkg.version ?? "0.0.0", commit: null, builtAt: null };
}
