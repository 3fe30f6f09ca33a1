import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "./error-response.ts";

/**
 * How much a request body may hold, by path (first match wins), enforced while reading: a declared
 * Content-Length over the limit is refused before a byte is read, and a streamed body is cut off the moment
 * it passes the limit (Hono's bodyLimit). Over the limit: 413 with a translated message. `null`: the route
 * reads its body itself with its own limit (uploads stream with one per kind, read-upload-body.ts).
 */
export const BODY_LIMITS: { prefix: string; maxBytes: number | null; what: string }[] = [
  { prefix: "/api/uploads/", maxBytes: null, what: "uploads: per kind (5–10 MB), streamed" },
  { prefix: "/api/webhooks/", maxBytes: 1024 * 1024, what: "payment provider events" },
  { prefix: "/api/conversations/", maxBytes: 16 * 1024, what: "a chat message (2,000 characters)" },
  { prefix: "/api/auth/", maxBytes: 8 * 1024, what: "an email and a password" },
  { prefix: "/api/notifications/", maxBytes: 1024, what: "a notification id" },
  {
    prefix: "/api/translation-draft",
    maxBytes: 512 * 1024,
    what: "one wizard step's Spanish texts (a 30-day itinerary at its maxima)",
  },
  { prefix: "/", maxBytes: 64 * 1024, what: "page forms and everything else" },
];

export function bodyLimitFor(path: string): number | null {
  return BODY_LIMITS.find((rule) => path.startsWith(rule.prefix))?.maxBytes ?? null;
}

/** One middleware for every route: picks the limit by path (BODY_LIMITS). */
export function bodyLimits(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  const limiters = new Map(
    BODY_LIMITS.filter((rule) => rule.maxBytes !== null).map((rule) => [
      rule.maxBytes as number,
      bodyLimit({
        maxSize: rule.maxBytes as number,
        onError: (c) => errorResponse(c, "payload_too_large", c.get("requestId")),
      }),
    ]),
  );
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const max = bodyLimitFor(c.req.path);
    const limiter = max === null ? undefined : limiters.get(max);
    return limiter ? limiter(c, next) : next();
  };
}
