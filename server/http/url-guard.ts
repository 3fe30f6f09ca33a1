import type { MiddlewareHandler } from "hono";
import { hasForbiddenCharacters } from "#core/schemas/text";
import { errorResponse } from "./error-response.ts";

/** The path and every query value as the routes will read them, or null when the escapes do not decode. */
function decodedParts(url: URL): string[] | null {
  try {
    return [decodeURIComponent(url.pathname), ...url.searchParams.keys(), ...url.searchParams.values()];
  } catch {
    return null;
  }
}

/**
 * What reaches a route through the address (a slug, an id, a search) is text like any form field: a control
 * character (%00 among them, which PostgreSQL refuses) or a broken escape answers 400 here, translated, before
 * any loader or query sees it. Form and JSON bodies are checked by the forms' schemas (core/schemas/text.ts).
 */
export function urlGuard(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const parts = decodedParts(new URL(c.req.url));
    if (!parts || parts.some(hasForbiddenCharacters))
      return errorResponse(c, "bad_request", c.get("requestId"));
    await next();
  };
}
