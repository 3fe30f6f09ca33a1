import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { sessions } from "../../db/schema/users.ts";

/**
 * Ends every session of a user at once, on every instance: the session rows go (each page and API call is
 * refused from the next request) and the realtime sockets opened with them are closed now, not at their next
 * re-check. For an admin suspending an account, and anything else that must cut a user off.
 */
export async function revokeUserSessions(deps: Pick<AppDeps, "db" | "bus">, userId: string): Promise<number> {
  const ended = await deps.db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  await deps.bus.publish({ type: "sessions.revoked", userIds: [userId] });
  return ended.length;
}
