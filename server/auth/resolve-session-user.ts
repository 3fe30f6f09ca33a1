import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../app-deps.ts";
import { SESSION_COOKIE_PREFIX } from "./create-auth.ts";
import { canPublishTrips, type Role, type SessionUser } from "./session-user.ts";

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

/** Requests without the session cookie (most page views of visitors) skip the database entirely. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return Boolean(cookieHeader && SESSION_COOKIE.test(cookieHeader));
}

const ROLES: Role[] = ["viajero", "tropleader", "admin"];

/** The user row as better-auth returns it (with our additional fields) → what every page and service sees. */
export function toSessionUser(user: {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: unknown;
  isApproved?: unknown;
  isIdentityVerified?: unknown;
  locale?: unknown;
}): SessionUser {
  const role = ROLES.includes(user.role as Role) ? (user.role as Role) : "viajero";
  const isApproved = user.isApproved === true;
  const isIdentityVerified = user.isIdentityVerified === true;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    image: user.image ?? null,
    isApproved,
    isIdentityVerified,
    canPublishTrips: canPublishTrips({ role, isApproved, isIdentityVerified }),
    locale: toLocale(user.locale),
  };
}

/**
 * Reads the session of a request (`sessionId`: which of the user's sessions it is). `setCookie` carries better-auth's refreshed session cookie (sessions are
 * extended once a day while used), which the HTTP layer appends to the response.
 */
export async function resolveSessionUser(
  deps: Pick<AppDeps, "auth">,
  headers: Headers,
): Promise<{ user: SessionUser | null; setCookie: string[]; sessionId: string | null }> {
  if (!hasSessionCookie(headers.get("cookie"))) return { user: null, setCookie: [], sessionId: null };
  const { headers: out, response } = await deps.auth.api.getSession({ headers, returnHeaders: true });
  const setCookie = out.getSetCookie();
  if (!response?.user) return { user: null, setCookie, sessionId: null };
  return { user: toSessionUser(response.user), setCookie, sessionId: response.session.id };
}
