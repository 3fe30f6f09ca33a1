import { findLocaleBundle } from "../i18n/locale-bundles.server.ts";
import { hashedFileResponse } from "../lib/hashed-file-response.ts";
import type { Route } from "./+types/locales.$file";

/**
 * GET /locales/<lang>.<hash>.json: one language's translations for the browser, which fetches only the
 * language it shows (and the other one when the visitor switches). A stale hash still gets the current texts,
 * just not cached.
 */
export function loader({ params }: Route.LoaderArgs) {
  return hashedFileResponse(findLocaleBundle(params.file), "application/json; charset=utf-8");
}
