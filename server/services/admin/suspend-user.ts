import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { revokeUserSessions } from "../auth/revoke-user-sessions.ts";
import { assertAdmin } from "./assert-admin.ts";

/**
 * Suspends an account (issue 12 Usuarios): it is signed out everywhere at once (pages, API and realtime
 * sockets on every instance), cannot sign in again, and its published trips leave the catalogue. Admin
 * accounts cannot be suspended from the panel (no admin can lock the others out). Suspending a suspended
 * account changes nothing.
 */
export async function suspendUser(
  deps: Pick<AppDeps, "db" | "bus">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  const changed = await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: users.role, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!target) throw new AppError("not_found", "admin:users.notFound");
    if (target.role === "admin") throw new AppError("forbidden", "admin:users.cannotSuspendAdmin");
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (!row) return false;
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "user.suspend",
      entityType: "user",
      entityId: userId,
      data: { before: { suspended: false }, after: { suspended: true } },
    });
    return true;
  });
  // After the commit: a sign-in racing the suspension finds the flag set, and its session is ended here.
  await revokeUserSessions(deps, userId);
  return { changed };
}
