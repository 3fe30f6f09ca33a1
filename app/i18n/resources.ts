import type { Resource } from "#core/i18n/translator";

/**
 * Every translation file of both languages: app/locales/{es,en}/{namespace}.json, and the emails' texts,
 * core/locales/{es,en}/mail.json (in core so the server can render emails with them: one catalogue,
 * docs/decisions/0035-emails-from-the-catalogue.md). Server side only (SSR, the /locales/ route, tests); the browser
 * fetches its one language from /locales/ (locale-bundles.server.ts), without the emails' texts.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  ["../locales/*/*.json", "../../core/locales/*/*.json"],
  { eager: true },
);

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
