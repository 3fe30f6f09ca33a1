import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { conversations, messages } from "../../db/schema/messaging.ts";
import { isWholeDepartureGroup } from "./whole-departure-group.ts";

export type GroupNotice = { conversationId: string; messageId: string };

/**
 * Writes a message from the tropleader into a departure's group conversation, in the caller's transaction
 * (a cancellation notice, a scheduled reminder). No group yet: nothing is written (null).
 */
export async function postGroupNotice(
  tx: Tx,
  departureId: string,
  senderId: string,
  content: string,
  now: Date = new Date(),
): Promise<GroupNotice | null> {
  const [group] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(isWholeDepartureGroup(departureId));
  if (!group) return null;
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: group.id, senderId, content, createdAt: now })
    .returning({ id: messages.id });
  await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, group.id));
  return message ? { conversationId: group.id, messageId: message.id } : null;
}

/** After the commit: the members' open pages receive the notice live (a failure only delays it to a reload). */
export async function publishGroupNotice(
  deps: Pick<AppDeps, "bus" | "logger">,
  notice: GroupNotice | null,
  senderId: string,
): Promise<void> {
  if (!notice) return;
  try {
    await deps.bus.publish({
      type: "message.created",
      conversationId: notice.conversationId,
      messageId: notice.messageId,
      userIds: [senderId],
    });
  } catch (e) {
    deps.logger.warn("realtime publish failed", { conversationId: notice.conversationId, error: e });
  }
}
