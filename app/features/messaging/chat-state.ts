import type { ChatMessage } from "#core/schemas/realtime-frames";

/** The union of two message lists by id, oldest first (live frames, catch-up and reloads overlap freely). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) {
    const known = byId.get(m.id);
    // A later copy may carry the read time; never lose one already known.
    byId.set(m.id, known ? { ...m, readAt: m.readAt ?? known.readAt } : m);
  }
  return [...byId.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/** The other party read the conversation at `readAt`: my messages sent until then are read (✓✓). */
export function applyReadReceipt(
  messages: ChatMessage[],
  receipt: { readerId: string; readAt: string },
  myId: string,
): ChatMessage[] {
  if (receipt.readerId === myId) return messages;
  let changed = false;
  const next = messages.map((m) => {
    if (m.senderId !== myId || m.readAt || m.createdAt > receipt.readAt) return m;
    changed = true;
    return { ...m, readAt: receipt.readAt };
  });
  return changed ? next : messages;
}

/** Group receipts: a message of mine is read once every other member's read mark has passed it. */
export function isReadByEveryone(
  message: ChatMessage,
  members: { id: string; lastReadAt: string | null }[],
  myId: string,
): boolean {
  const others = members.filter((m) => m.id !== myId);
  return others.length > 0 && others.every((m) => m.lastReadAt !== null && m.lastReadAt >= message.createdAt);
}

/** The newest createdAt of a list (ISO strings compare in time order), or the fallback. */
export function latestCreatedAt(messages: ChatMessage[], fallback: string): string {
  let latest = fallback;
  for (const m of messages) if (m.createdAt > latest) latest = m.createdAt;
  return latest;
}
