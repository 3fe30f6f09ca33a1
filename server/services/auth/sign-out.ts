import type { AppDeps } from "../../app-deps.ts";
import { hasSessionCookie, resolveSessionUser } from "../../auth/resolve-session-user.ts";

/**
 * Ends the session on the server (its row is deleted), closes the realtime sockets opened with it on every
 * instance, and returns the Set-Cookie headers that clear the cookie.
 */
export async function signOut(
  deps: Pick<AppDeps, "auth" | "bus">,
  headers: Headers,
): Promise<{ setCookie: string[] }> {
  if (!hasSessionCookie(headers.get("cookie"))) return { setCookie: [] };
  const { user, sessionId } = await resolveSessionUser(deps, headers);
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  if (user && sessionId) {
    await deps.bus.publish({ type: "sessions.revoked", userIds: [user.id], sessionIds: [sessionId] });
  }
  return { setCookie: result.headers.getSetCookie() };
}
