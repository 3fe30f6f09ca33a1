import type { Locale } from "#core/constants/locales";
import type { AppDeps } from "../app-deps.ts";
import type { SessionUser } from "../auth/session-user.ts";
import type { VisitTask } from "../lib/public-page-cache.ts";

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
  /**
   * Work a page does for each visitor besides rendering (counting a trip view): it runs now, and again for each
   * signed-out visitor later served this page from the page cache (server/lib/public-page-cache.ts).
   */
  onEachVisit(task: VisitTask): Promise<void>;
};
