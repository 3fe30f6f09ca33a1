import { sql } from "drizzle-orm";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { queryRows } from "../../db/query-rows.ts";
import { listMessages } from "../messaging/list-messages.ts";
import { markConversationRead } from "../messaging/mark-conversation-read.ts";
import { joinSupportConversation } from "./join-support-conversation.ts";
import { supportIsOpen } from "./support-sql.ts";

export type SupportConversationForAdmin = {
  id: string;
  user: { id: string; name: string; email: string; role: string };
  open: boolean;
  messages: ChatMessage[];
};

/**
 * An admin opens a support conversation: joins it (joinSupportConversation), marks the user's messages read
 * for the whole team (the user sees ✓✓) and reads the latest page of messages. Admins only; support only.
 */
export async function getSupportConversation(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  conversationIdInput: unknown,
): Promise<SupportConversationForAdmin> {
  const joined = await joinSupportConversation(deps.db, actor, conversationIdInput);
  await markConversationRead(deps, actor!, joined.id);
  const [[row], { messages }] = await Promise.all([
    queryRows<{ id: string; name: string; email: string; role: string; open: boolean }>(
      deps.db,
      sql`select u.id, u.name, u.email, u.role, ${supportIsOpen} as open
          from conversations c join users u on u.id = c.participant_1_id where c.id = ${joined.id}`,
    ),
    listMessages(deps.db, actor!, joined.id),
  ]);
  return {
    id: joined.id,
    user: { id: row!.id, name: row!.name, email: row!.email, role: row!.role },
    open: Boolean(row!.open),
    messages,
  };
}
