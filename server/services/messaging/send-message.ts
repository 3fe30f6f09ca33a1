import { sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import { conversationIdSchema, messageContentSchema } from "#core/schemas/messaging";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { CHAT_JOBS, UNREAD_EMAIL_DELAY_MS, unreadEmailDedupeKey } from "./chat-jobs.ts";
import { toIso } from "./chat-sql.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { conversationUnavailable } from "./require-conversation-member.ts";

/**
 * Sends a message (members only; blank refused; at most LIMITS.messageMaxLength characters). The message is
 * stored first, with last_message_at and the delayed unread-email job in the same transaction; only after the
 * commit is it announced on the realtime bus, so whoever hears of it can read it. Few round trips: this is
 * the hot path of the chat (see bench/messaging.ts).
 */
export async function sendMessage(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  user: Pick<SessionUser, "id" | "name">,
  conversationIdInput: string,
  contentInput: unknown,
): Promise<ChatMessage> {
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  const content = parseChatInput(messageContentSchema, contentInput);

  // One read answers both checks: the current members (the permission, and the realtime recipients) and
  // how many messages this sender wrote here in the last second (doc 1 §7: 10 events per second, which
  // also holds for sending through HTTP).
  const [check] = await queryRows<{ members: string[] | null; recent: number }>(
    deps.db,
    sql`select array_agg(user_id::text) filter (where left_at is null) as members,
          (select count(*)::int from messages where conversation_id = ${conversationId}
             and sender_id = ${user.id} and created_at > now() - interval '1 second') as recent
        from conversation_members where conversation_id = ${conversationId}`,
  );
  const memberIds = check?.members ?? [];
  if (!memberIds.includes(user.id)) throw conversationUnavailable();
  if (Number(check?.recent ?? 0) >= LIMITS.realtimeEventsPerSecond) {
    throw new AppError("rate_limited", "chat:errors.tooFast");
  }

  const message = await deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string; content: string; created_at: Date | string }>(
      tx,
      sql`with inserted as (
            insert into messages (conversation_id, sender_id, content)
            values (${conversationId}, ${user.id}, ${content})
            returning id, content, created_at
          )
          update conversations set last_message_at = inserted.created_at from inserted
          where conversations.id = ${conversationId}
          returning inserted.id, inserted.content, inserted.created_at`,
    );
    await enqueueJob(
      tx,
      CHAT_JOBS.unreadEmail,
      { conversationId },
      {
        runAt: new Date(Date.now() + UNREAD_EMAIL_DELAY_MS),
        dedupeKey: unreadEmailDedupeKey(conversationId),
      },
    );
    return row!;
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
    createdAt: toIso(message.created_at),
    readAt: null,
  };
}
