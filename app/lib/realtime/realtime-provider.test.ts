import { describe, expect, it } from "vitest";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import { changesUnreadCount } from "./realtime-provider.tsx";

const me = "user-me";
const message = (senderId: string) => ({ senderId }) as ChatMessage;

describe("changesUnreadCount (when the header badge asks the server again)", () => {
  it("counts messages from others and my own read marks, not my messages or others' reads", () => {
    expect(changesUnreadCount({ type: "message", message: message("someone") }, me)).toBe(true);
    expect(changesUnreadCount({ type: "message", message: message(me) }, me)).toBe(false);
    const read = { type: "read", conversationId: "c", readAt: "2026-11-21T10:00:00.000Z" } as const;
    expect(changesUnreadCount({ ...read, readerId: me }, me)).toBe(true);
    expect(changesUnreadCount({ ...read, readerId: "someone" }, me)).toBe(false);
  });

  it("refreshes after catch-ups and membership changes, not on heartbeats", () => {
    expect(changesUnreadCount({ type: "sync", messages: [], complete: true }, me)).toBe(true);
    expect(changesUnreadCount({ type: "resync" }, me)).toBe(true);
    expect(changesUnreadCount({ type: "members", conversationId: "c" }, me)).toBe(true);
    expect(changesUnreadCount({ type: "heartbeat" }, me)).toBe(false);
    expect(changesUnreadCount({ type: "pong" }, me)).toBe(false);
  });
});
