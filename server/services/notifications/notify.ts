import type { NotificationParams, NotificationType } from "#core/notifications/notification-types";
import type { DbOrTx } from "../../db/client.ts";
import { notifications } from "../../db/schema/messaging.ts";

/**
 * Stores a notification for each user, in the caller's transaction: it exists only if the change that causes
 * it commits. After the commit, the caller announces it (announceNotifications) so open pages update live.
 */
export async function notify<T extends NotificationType>(
  db: DbOrTx,
  userIds: string | string[],
  type: T,
  params: NotificationParams[T],
  createdAt: Date = new Date(),
): Promise<void> {
  const ids = Array.isArray(userIds) ? userIds : [userIds];
  if (ids.length === 0) return;
  await db.insert(notifications).values(ids.map((userId) => ({ userId, type, params, createdAt })));
}
