import { findLocaleBundle } from "../i18n/locale-bundles.server.ts";
import type { Route } from "./+types/locales.$file";

/**
 * GET /locales/<lang>.<hash>.json: one language's translations for the browser, which fetches only the
 * language it shows (and the other one when the visitor switches). A stale hash still gets the current texts,
 * just not cached.
 */
export function loader({ params }: Route.LoaderArgs) {
  const bundle = findLocaleBundle(params.file);
  if (!bundle) throw new Response("Not found", { status: 404 });
  return new Response(bundle.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": bundle.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
