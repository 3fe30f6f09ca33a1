import type { ChatMessage } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { sendMessage } from "../messaging/send-message.ts";
import { joinSupportConversation } from "./join-support-conversation.ts";

/**
 * An admin answers a support conversation on behalf of the team: through the chat's one send path (realtime,
 * rate limit, unread email), shown to the user as "Equipo Tropa" (chat_send_message leaves the name out).
 */
export async function replyToSupport(
  deps: Pick<AppDeps, "db" | "bus" | "logger">,
  actor: Pick<SessionUser, "id" | "role"> | null,
  conversationIdInput: unknown,
  content: unknown,
  options: { messageId?: unknown } = {},
): Promise<ChatMessage> {
  const joined = await joinSupportConversation(deps.db, actor, conversationIdInput);
  return sendMessage(deps, actor!, joined.id, content, options);
}
