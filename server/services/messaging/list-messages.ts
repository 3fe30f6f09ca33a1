import { sql } from "drizzle-orm";
import { conversationIdSchema } from "#core/schemas/messaging";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { toIso, toIsoOrNull } from "./chat-sql.ts";
import { parseChatInput } from "./parse-chat-input.ts";
import { requireConversationMember } from "./require-conversation-member.ts";

export const MESSAGE_PAGE_SIZE = 100;

export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  sender_name: string;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
  kind: "direct" | "group" | "support";
};

/** The select list every chat message query shares (joined with the sender and the conversation kind). */
export const MESSAGE_COLUMNS = sql`x.id, x.conversation_id, x.sender_id,
  case when c.kind = 'support' and x.sender_id <> c.participant_1_id then '' else s.name end as sender_name,
  x.content, x.created_at, x.read_at, c.kind`;

export function toChatMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    senderName: r.sender_name,
    content: r.content,
    createdAt: toIso(r.created_at),
    readAt: r.kind !== "group" ? toIsoOrNull(r.read_at) : null,
  };
}

/**
 * A conversation's messages in order (doc 1 §7: ascending by created_at), the latest page by default or the
 * page before `before` (an ISO instant) when scrolling back. Members only.
 */
export async function listMessages(
  db: DbOrTx,
  user: Pick<SessionUser, "id">,
  conversationIdInput: string,
  options: { before?: string | null; limit?: number } = {},
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  await requireConversationMember(db, user.id, conversationId);
  const limit = Math.min(Math.max(options.limit ?? MESSAGE_PAGE_SIZE, 1), MESSAGE_PAGE_SIZE);
  const before = options.before ? new Date(options.before) : null;
  const rows = await queryRows<MessageRow>(
    db,
    sql`
      select ${MESSAGE_COLUMNS}
      from messages x
      join users s on s.id = x.sender_id
      join conversations c on c.id = x.conversation_id
      where x.conversation_id = ${conversationId}
        ${before && !Number.isNaN(before.getTime()) ? sql`and x.created_at < ${before.toISOString()}::timestamptz` : sql``}
      order by x.created_at desc, x.id desc
      limit ${limit + 1}`,
  );
  const hasMore = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse().map(toChatMessage), hasMore };
}
