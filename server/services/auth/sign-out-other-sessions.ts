import { and, eq, ne } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { resolveSessionUser } from "../../auth/resolve-session-user.ts";
import { sessions } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * "Sign out everywhere else" (Mi Perfil): every other session of the signed-in user ends and its sockets close
 * on every instance; the one the request comes from stays signed in. Returns how many sessions ended.
 */
export async function signOutOtherSessions(deps: AppDeps, headers: Headers): Promise<number> {
  const { user, sessionId } = await resolveSessionUser(deps, headers);
  if (!user || !sessionId) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  await deps.bus.publish({ type: "sessions.revoked", userIds: [user.id], exceptSessionId: sessionId });
  return ended.length;
}
