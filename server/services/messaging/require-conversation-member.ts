import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import { AppError } from "../../lib/app-error.ts";

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The one permission rule of the chat: only a current member reads, writes or marks a conversation. A
 * conversation the user is not in answers exactly like one that does not exist (its existence is not leaked).
 * Returns the conversation and the ids of its current members (the realtime recipients).
 */
export async function requireConversationMember(
  db: DbOrTx,
  userId: string,
  conversationId: string,
): Promise<{ conversation: ConversationRow; memberIds: string[] }> {
  const rows = await db
    .select({ conversation: conversations, memberId: conversationMembers.userId })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), isNull(conversationMembers.leftAt)),
    )
    .where(eq(conversations.id, conversationId));
  const memberIds = rows.map((r) => r.memberId);
  if (!rows[0] || !memberIds.includes(userId)) throw conversationUnavailable();
  return { conversation: rows[0].conversation, memberIds };
}

/** What a non-member gets, whether or not the conversation exists. */
export function conversationUnavailable(): AppError {
  return new AppError("not_found", "chat:errors.conversationUnavailable");
}
