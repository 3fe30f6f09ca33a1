import { findIntlWarmup } from "../lib/intl-warmup.server.ts";
import type { Route } from "./+types/intl-warmup.$file";

/** GET /intl-warmup/<hash>.js: the worker that prepares Intl for the page's scripts (lib/intl-warmup.server.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const worker = findIntlWarmup(params.file);
  if (!worker) throw new Response("Not found", { status: 404 });
  return new Response(worker.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": worker.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
