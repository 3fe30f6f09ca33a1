import { and, eq, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { users } from "../../db/schema/users.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";

/** Lifts a suspension: the account can sign in again and its published trips return. */
export async function reactivateUser(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  userId: string,
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: null, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      return row;
    },
    alreadyDecided: async (tx) => {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(exists);
    },
    notFound: "admin:users.notFound",
    audit: () => ({
      action: "user.reactivate",
      entityType: "user",
      entityId: userId,
      data: { before: { suspended: true }, after: { suspended: false } },
    }),
  });
  return { changed };
}
