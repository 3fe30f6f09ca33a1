import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { AppError } from "../../lib/app-error.ts";
import { announceNotifications } from "./announce-notifications.ts";

/** One notification by id, or every one ("all"). */
export const markReadSchema = z.object({ id: z.union([z.uuid(), z.literal("all")]) });

/**
 * Marks the reader's own notification (or all of them) as read; another user's id matches nothing. The
 * reader's other open tabs update their bell.
 */
export async function markNotificationsRead(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  user: SessionUser | null,
  input: unknown,
): Promise<{ marked: number }> {
  if (!user) throw new AppError("unauthenticated", "auth:errors.signInRequired");
  const parsed = markReadSchema.safeParse(input);
  if (!parsed.success) throw new AppError("validation", "notifications:errors.notFound");
  const mine = and(eq(notifications.userId, user.id), isNull(notifications.readAt));
  const rows = await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(parsed.data.id === "all" ? mine : and(mine, eq(notifications.id, parsed.data.id)))
    .returning({ id: notifications.id });
  if (rows.length) await announceNotifications(deps, [user.id]);
  return { marked: rows.length };
}
