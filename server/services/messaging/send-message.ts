import { eq, sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import { conversationIdSchema, messageContentSchema } from "#core/schemas/messaging";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { conversations, messages } from "../../db/schema/messaging.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { CHAT_JOBS, UNREAD_EMAIL_DELAY_MS, unreadEmailDedupeKey } from "./chat-jobs.ts";
import { chatRows, toIso } from "./chat-sql.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { requireConversationMember } from "./require-conversation-member.ts";

/**
 * Sends a message (members only; blank refused; at most LIMITS.messageMaxLength characters). The message is
 * stored first, with last_message_at and the delayed unread-email job in the same transaction; only after the
 * commit is it announced on the realtime bus, so whoever hears of it can read it.
 */
export async function sendMessage(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  user: Pick<SessionUser, "id" | "name">,
  conversationIdInput: string,
  contentInput: unknown,
): Promise<ChatMessage> {
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  const content = parseChatInput(messageContentSchema, contentInput);

  const { message, memberIds } = await deps.db.transaction(async (tx) => {
    const { memberIds } = await requireConversationMember(tx, user.id, conversationId);
    // The socket limit (doc 1 §7: 10 events per second) also holds for sending through HTTP.
    const [recent] = await chatRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from messages where conversation_id = ${conversationId}
          and sender_id = ${user.id} and created_at > now() - interval '1 second'`,
    );
    if (Number(recent?.n ?? 0) >= LIMITS.realtimeEventsPerSecond) {
      throw new AppError("rate_limited", "chat:errors.tooFast");
    }
    const [message] = await tx
      .insert(messages)
      .values({ conversationId, senderId: user.id, content })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageAt: message!.createdAt })
      .where(eq(conversations.id, conversationId));
    await enqueueJob(
      tx,
      CHAT_JOBS.unreadEmail,
      { conversationId },
      { runAt: new Date(Date.now() + UNREAD_EMAIL_DELAY_MS), dedupeKey: unreadEmailDedupeKey(conversationId) },
    );
    return { message: message!, memberIds };
  });

  try {
    await deps.bus.publish({
      type: "message.created",
      conversationId,
      messageId: message.id,
      userIds: memberIds,
    });
  } catch (e) {
    // Stored is what counts: the recipients see it on their next sync or page load.
    deps.logger.warn("realtime publish failed", { conversationId, error: e });
  }

  return {
    id: message.id,
    conversationId,
    senderId: user.id,
    senderName: user.name,
    content: message.content,
    createdAt: toIso(message.createdAt),
    readAt: null,
  };
}
