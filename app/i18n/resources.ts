import type { Resource } from "./translator.ts";

/**
 * Every translation file of both languages: app/locales/{es,en}/{namespace}.json. Server side only (SSR, the
 * /locales/ route, tests); the browser fetches its one language from /locales/ (locale-bundles.server.ts).
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json", {
  eager: true,
});

export const resources: Resource = {};
export const namespaces = new Set<string>();
for (const [file, mod] of Object.entries(modules)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng = "", ns = ""] = match;
  const bundle = resources[lng] ?? {};
  bundle[ns] = mod.default;
  resources[lng] = bundle;
  namespaces.add(ns);
}
