import type { AppDeps } from "../../app-deps.ts";
import { hasSessionCookie } from "../../auth/resolve-session-user.ts";

/** Ends the session on the server (its row is deleted) and returns the Set-Cookie headers that clear it. */
export async function signOut(deps: AppDeps, headers: Headers): Promise<{ setCookie: string[] }> {
  if (!hasSessionCookie(headers.get("cookie"))) return { setCookie: [] };
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  return { setCookie: result.headers.getSetCookie() };
}
