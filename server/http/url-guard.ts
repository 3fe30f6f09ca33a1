import type { MiddlewareHandler } from "hono";
import { hasForbiddenCharacters } from "#core/schemas/text";
import { errorResponse } from "./error-response.ts";

function decodedPath(url: URL): string | null {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    // Escapes that do not decode: each route answers those itself (a 404: no such page or file).
    return null;
  }
}

/**
 * What reaches a route through the address (a slug, an id, a search) is text like any form field: a control
 * character (%00 among them, which PostgreSQL refuses) answers here, translated, before any loader or query
 * sees it: 404 in the path (no page has such an address), 400 in the query. Form and JSON bodies are checked
 * by the forms' schemas (core/schemas/text.ts).
 */
export function urlGuard(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = decodedPath(url);
    if (path !== null && hasForbiddenCharacters(path))
      return errorResponse(c, "not_found", c.get("requestId"));
    for (const [key, value] of url.searchParams) {
      if (hasForbiddenCharacters(key) || hasForbiddenCharacters(value)) {
        return errorResponse(c, "bad_request", c.get("requestId"));
      }
    }
    await next();
  };
}
