import { sql } from "drizzle-orm";
import { LIMITS } from "#core/constants/limits";
import { parseSupportReference } from "#core/rules/support-reference";
import { conversationIdSchema, messageContentSchema, messageIdSchema } from "#core/schemas/messaging";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { isUniqueViolation } from "../../db/is-unique-violation.ts";
import { queryRows } from "../../db/query-rows.ts";
import { AppError } from "../../lib/app-error.ts";
import { CHAT_JOBS, UNREAD_EMAIL_DELAY_MS, unreadEmailDedupeKey } from "./chat-jobs.ts";
import { toIso } from "./chat-sql.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { conversationUnavailable } from "./require-conversation-member.ts";

type SendRow = {
  outcome: "sent" | "duplicate" | "not_member" | "rate_limited" | "id_taken";
  message_id: string | null;
  content: string | null;
  created_at: Date | string | null;
  sender_name: string | null;
  member_ids: string[] | null;
};

export type SendMessageOptions = {
  /**
   * The new message's id, chosen by the sending browser: sending again with the same id (an answer that was
   * lost with the connection) returns the message already stored instead of storing it twice.
   */
  messageId?: unknown;
  /**
   * A notice the product itself posts (a support conversation's attached booking or payout): only such a
   * message may carry the reference marker the chat draws as a chip, so a typed one cannot pose as attached.
   */
  notice?: boolean;
};

/**
 * Sends a message (members only; blank refused; at most LIMITS.messageMaxLength characters; at most
 * LIMITS.realtimeEventsPerSecond messages a second per sender and conversation, doc 1 §7). One round trip:
 * the database function chat_send_message (server/db/functions/) checks membership and the rate, stores the
 * message with last_message_at and the delayed unread-email job in one statement, hence one transaction.
 * Only after that commit is the message announced on the realtime bus, whole, so the fan-out reads nothing
 * again. The same service answers POST /api/conversations/:id/messages and the socket's `send` frame
 * (docs/decisions/0027-chat-send-path.md); bench/messaging.ts measures it against a bare INSERT.
 */
export async function sendMessage(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  user: Pick<SessionUser, "id">,
  conversationIdInput: string,
  contentInput: unknown,
  options: SendMessageOptions = {},
): Promise<ChatMessage> {
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  const content = parseChatInput(messageContentSchema, contentInput);
  if (!options.notice && parseSupportReference(content))
    throw new AppError("validation", "chat:errors.reservedText");
  const messageId =
    options.messageId === undefined || options.messageId === null
      ? null
      : parseChatInput(messageIdSchema, options.messageId);

  const call = () =>
    queryRows<SendRow>(
      deps.db,
      sql`select * from chat_send_message(${messageId}::uuid, ${conversationId}::uuid, ${user.id}::uuid,
            ${content}, ${LIMITS.realtimeEventsPerSecond}::int, ${CHAT_JOBS.unreadEmail},
            ${JSON.stringify({ conversationId })}::jsonb, ${unreadEmailDedupeKey(conversationId)},
            ${new Date(Date.now() + UNREAD_EMAIL_DELAY_MS)}::timestamptz)`,
    );
  let row: SendRow | undefined;
  try {
    [row] = await call();
  } catch (e) {
    // The same id sent twice at once (a retry racing its first attempt): the second finds the first's row.
    if (!messageId || !isUniqueViolation(e)) throw e;
    [row] = await call();
  }
  if (!row) throw new Error("chat_send_message returned no row");
  if (row.outcome === "not_member") throw conversationUnavailable();
  if (row.outcome === "rate_limited") throw new AppError("rate_limited", "chat:errors.tooFast");
  if (row.outcome === "id_taken") throw new AppError("validation", "chat:errors.generic");

  const message: ChatMessage = {
    id: row.message_id!,
    conversationId,
    senderId: user.id,
    senderName: row.sender_name ?? "",
    content: row.content!,
    createdAt: toIso(row.created_at!),
    readAt: null,
  };
  try {
    // A duplicate is announced again: harmless (clients merge by id), and it covers a first attempt whose
    // process stopped between the commit and the announcement.
    await deps.bus.publish({
      type: "message.created",
      conversationId,
      messageId: message.id,
      userIds: row.member_ids ?? [user.id],
      message,
    });
  } catch (e) {
    // Stored is what counts: the recipients see it on their next sync or page load.
    deps.logger.warn("realtime publish failed", { conversationId, error: e });
  }
  return message;
}
