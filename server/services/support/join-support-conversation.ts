import { and, eq } from "drizzle-orm";
import { conversationIdSchema } from "#core/schemas/messaging";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import { parseChatInput } from "../messaging/parse-chat-input.ts";
import { conversationUnavailable } from "../messaging/require-conversation-member.ts";

/**
 * The admins' door into a support conversation: only an admin, only a conversation of kind support (every
 * other conversation, and anyone else, gets the chat's "not found"). The admin becomes a member, so the chat's
 * own services (send, read marks, realtime) work for them unchanged.
 */
export async function joinSupportConversation(
  db: DbOrTx,
  actor: Pick<SessionUser, "id" | "role"> | null,
  conversationIdInput: unknown,
): Promise<{ id: string; userId: string; solvedAt: Date | null }> {
  if (actor?.role !== "admin") throw conversationUnavailable();
  const conversationId = parseChatInput(conversationIdSchema, conversationIdInput);
  const [row] = await db
    .select({ id: conversations.id, userId: conversations.participant1Id, solvedAt: conversations.solvedAt })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.kind, "support")));
  if (!row?.userId) throw conversationUnavailable();
  await db
    .insert(conversationMembers)
    .values({ conversationId, userId: actor.id })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.userId],
      set: { leftAt: null },
    });
  return { id: row.id, userId: row.userId, solvedAt: row.solvedAt };
}
