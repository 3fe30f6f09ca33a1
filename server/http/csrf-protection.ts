import type { MiddlewareHandler } from "hono";
import type { Config } from "../config/load-config.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Called by other servers (signed payloads, no cookies): the signature is their protection. */
const EXEMPT_PREFIXES = ["/api/webhooks/"];

function originOf(value: string | null | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF protection by same-origin check (docs/decisions/0006-csrf-same-origin-check.md): every state-changing
 * request (API calls and React Router actions) must come from a page of this site, as its Origin header (or
 * Referer when a browser leaves Origin out) shows. A request with neither is refused too, cookies or not:
 * browsers send Origin on every POST, and a sign-in or registration needs no cookie to be forged (login CSRF).
 * Other servers calling signed webhooks are the only exception.
 */
export function csrfProtection(config: Pick<Config, "appUrl" | "isProduction">): MiddlewareHandler {
  const appOrigin = new URL(config.appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p)))
      return next();
    const allowed = new Set([appOrigin]);
    // Outside production the site is also reached by other local names (127.0.0.1, a LAN address).
    if (!config.isProduction) allowed.add(new URL(c.req.url).origin);
    const origin = c.req.header("origin");
    const source = origin !== undefined ? originOf(origin) : originOf(c.req.header("referer"));
    if (source && allowed.has(source)) return next();
    return c.json({ error: "csrf", message: "Cross-site request refused" }, 403);
  };
}
