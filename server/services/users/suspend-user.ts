import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { users } from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAdminDecision } from "../admin/record-admin-decision.ts";
import { revokeUserSessions } from "../auth/revoke-user-sessions.ts";
import { closeOpenCheckouts } from "../bookings/close-open-checkouts.ts";
import { expireProviderSessions } from "../bookings/expire-provider-sessions.ts";

/**
 * Suspends an account (issue 12 Usuarios): it is signed out everywhere at once (pages, API and realtime
 * sockets on every instance), cannot sign in again, and its published trips leave the catalogue. Its open
 * checkouts end first (issue 33): a traveller's own unpaid bookings, and for a tropleader every unpaid
 * booking on their trips' departures (seats back, provider sessions expired after the commit); a payment
 * that still arrives is refunded (`unsellableCause`). Admin accounts cannot be suspended from the panel (no
 * admin can lock the others out). Suspending a suspended account changes nothing.
 */
export async function suspendUser(
  deps: AppDeps,
  actor: SessionUser | null,
  userId: string,
  now: Date = new Date(),
): Promise<{ changed: boolean }> {
  const { changed } = await recordAdminDecision(deps, actor, {
    apply: async (tx) => {
      const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
      if (!target) throw new AppError("not_found", "admin:users.notFound");
      if (target.role === "admin") throw new AppError("forbidden", "admin:users.cannotSuspendAdmin");
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: now, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
        .returning({ id: users.id });
      if (!row) return undefined;
      const sessions = [
        ...(await closeOpenCheckouts(tx, { travellerId: userId }, "account_suspended", now)),
        ...(target.role === "tropleader"
          ? await closeOpenCheckouts(tx, { tropleaderId: userId }, "tropleader_suspended", now)
          : []),
      ];
      return { sessions };
    },
    // The account exists (checked above): nothing matched because it is already suspended.
    alreadyDecided: async () => true,
    notFound: "admin:users.notFound",
    audit: ({ sessions }) => ({
      action: "user.suspend",
      entityType: "user",
      entityId: userId,
      data: { before: { suspended: false }, after: { suspended: true }, closedCheckouts: sessions.length },
    }),
    tell: async (_tx, { sessions }) => ({
      afterCommit: async () => {
        await expireProviderSessions(deps, sessions);
        if (sessions.length) deps.visitorCache.clear();
      },
    }),
  });
  // After the commit, even when it was already suspended: a sign-in racing the suspension finds the flag set,
  // and its session is ended here.
  await revokeUserSessions(deps, userId);
  return { changed };
}
