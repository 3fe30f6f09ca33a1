import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Locale } from "#core/constants/locales";
import { isNotificationType, type NotificationType } from "#core/notifications/notification-types";
import type { DbOrTx } from "../../db/client.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { localizeNotificationTitles } from "./localize-notification-titles.ts";

export type NotificationItem = {
  id: string;
  type: NotificationType;
  params: Record<string, unknown>;
  createdAt: string;
  read: boolean;
};

/** The user's unread notifications (the bell's count). */
export async function countUnreadNotifications(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * The user's latest notifications, newest first, and how many are unread. Only the reader's own rows are ever
 * read (the user id comes from the session); a type this version does not know is skipped. A trip they name
 * is titled in the reader's language `locale` when it has a visible version in it (issue 34).
 */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  limit = 50,
  locale: Locale = "es",
): Promise<{ items: NotificationItem[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit),
    countUnreadNotifications(db, userId),
  ]);
  const items: NotificationItem[] = [];
  for (const r of rows) {
    if (!isNotificationType(r.type)) continue;
    items.push({
      id: r.id,
      type: r.type,
      params: (r.params ?? {}) as Record<string, unknown>,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    });
  }
  return { items: await localizeNotificationTitles(db, items, locale), unread };
}
