import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../auth/session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { conversations } from "../../db/schema/messaging.ts";
import { joinSupportConversation } from "./join-support-conversation.ts";

/**
 * An admin marks a support conversation solved (it leaves the open inbox) or open again. A later message from
 * the user reopens it by itself (support-sql.ts supportIsOpen).
 */
export async function markSupportSolved(
  db: DbOrTx,
  actor: Pick<SessionUser, "id" | "role"> | null,
  conversationIdInput: unknown,
  solved: boolean,
): Promise<void> {
  const joined = await joinSupportConversation(db, actor, conversationIdInput);
  await db
    .update(conversations)
    .set({ solvedAt: solved ? sql`now()` : null })
    .where(and(eq(conversations.id, joined.id), eq(conversations.kind, "support")));
}
