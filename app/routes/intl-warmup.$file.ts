import { hashedFileResponse } from "../lib/hashed-file-response.ts";
import { findIntlWarmup } from "../lib/intl-warmup.server.ts";
import type { Route } from "./+types/intl-warmup.$file";

/** GET /intl-warmup/<hash>.js: the worker that prepares Intl for the page's scripts (lib/intl-warmup.server.ts). */
export function loader({ params }: Route.LoaderArgs) {
  return hashedFileResponse(findIntlWarmup(params.file), "text/javascript; charset=utf-8");
}
