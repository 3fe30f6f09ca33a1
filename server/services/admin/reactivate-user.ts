import { and, eq, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertAdmin } from "./assert-admin.ts";

/** Lifts a suspension: the account can sign in again and its published trips return. */
export async function reactivateUser(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  assertAdmin(actor);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
      .returning({ id: users.id });
    if (!row) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!exists) throw new AppError("not_found", "admin:users.notFound");
      return { changed: false };
    }
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "user.reactivate",
      entityType: "user",
      entityId: userId,
      data: { before: { suspended: true }, after: { suspended: false } },
    });
    return { changed: true };
  });
}
