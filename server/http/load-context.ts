import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../app-deps.ts";
import type { SessionUser } from "../auth/session-user.ts";

/** What every React Router loader and action receives as `context`. */
export type TropaLoadContext = {
  deps: AppDeps;
  locale: Locale;
  requestId: string;
  /** The signed-in user of this request (resolved once from the session cookie), or null. */
  user: SessionUser | null;
  /** The client address (socket, or the trusted proxy's X-Forwarded-For): rate limits key on it. */
  clientIp: string;
  /** The request comes from this machine itself (loopback, no proxy in between): see isLoopbackRequest. */
  fromLoopback: boolean;
  /** This response's Content-Security-Policy nonce: the inline scripts React Router writes carry it. */
  cspNonce?: string;
};
