import type { AppDeps } from "../../app-deps.ts";

/** Job handler queued by syncGroupMembers: runs after the booking change committed, then tells the sockets. */
export async function publishMembershipChange(
  deps: Pick<AppDeps, "bus">,
  payload: Record<string, unknown>,
): Promise<void> {
  const conversationId = String(payload.conversationId ?? "");
  const userIds = Array.isArray(payload.userIds) ? payload.userIds.map(String) : [];
  if (!conversationId || !userIds.length) return;
  await deps.bus.publish({ type: "conversation.members", conversationId, userIds });
}
