import { and, eq, ne, sql } from "drizzle-orm";
import { conversationIdSchema } from "#core/schemas/messaging";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { conversationMembers, messages } from "../../db/schema/messaging.ts";
import { toIso } from "./chat-sql.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { requireConversationMember } from "./require-conversation-member.ts";

/**
 * Opening a conversation marks the other party's unread messages read (doc 1 §4: is_read and read_at) and
 * moves the member's read mark (groups count unread per member from it). The other members' sockets are told,
 * so the sender sees ✓✓.
 */
export async function markConversationRead(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  user: Pick<SessionUser, "id">,
  conversationIdInput: string,
): Promise<{ readAt: string; marked: number }> {
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  const result = await deps.db.transaction(async (tx) => {
    const { conversation, memberIds } = await requireConversationMember(tx, user.id, conversationId);
    const [member] = await tx
      .update(conversationMembers)
      .set({ lastReadAt: sql`now()` })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, user.id)),
      )
      .returning({ readAt: conversationMembers.lastReadAt });
    const readAt = member!.readAt!;
    let marked = 0;
    if (conversation.kind !== "group") {
      // Support: the other side is the admin team for its user, the user for any admin.
      const fromOtherSide =
        conversation.kind === "support" && conversation.participant1Id !== user.id
          ? eq(messages.senderId, conversation.participant1Id!)
          : ne(messages.senderId, user.id);
      const updated = await tx
        .update(messages)
        .set({ isRead: true, readAt })
        .where(and(eq(messages.conversationId, conversationId), fromOtherSide, eq(messages.isRead, false)))
        .returning({ id: messages.id });
      marked = updated.length;
    }
    return { readAt: toIso(readAt), marked, memberIds, kind: conversation.kind };
  });

  // Nothing changed for the other party of a one-to-one conversation: no event.
  if (result.kind !== "group" && result.marked === 0) return { readAt: result.readAt, marked: 0 };
  try {
    await deps.bus.publish({
      type: "conversation.read",
      conversationId,
      readerId: user.id,
      readAt: result.readAt,
      userIds: result.memberIds,
    });
  } catch (e) {
    deps.logger.warn("realtime publish failed", { conversationId, error: e });
  }
  return { readAt: result.readAt, marked: result.marked };
}
