import { describe, expect, it } from "vitest";
import type { ChatMessage } from "#core/schemas/realtime-frames";
import { applyReadReceipt, isReadByEveryone, latestCreatedAt, mergeMessages } from "./chat-state.ts";

const msg = (id: string, at: string, senderId = "me", readAt: string | null = null): ChatMessage => ({
  id,
  conversationId: "c",
  senderId,
  senderName: senderId,
  content: id,
  createdAt: `2027-01-01T10:00:${at}.000Z`,
  readAt,
});

describe("mergeMessages", () => {
  it("unions by id in time order, keeping a known read time", () => {
    const read = msg("a", "01", "me", "2027-01-01T10:05:00.000Z");
    const merged = mergeMessages([read, msg("c", "03")], [msg("b", "02"), msg("a", "01"), msg("c", "03")]);
    expect(merged.map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(merged[0]!.readAt).toBe(read.readAt);
  });
});

describe("applyReadReceipt", () => {
  it("marks my messages sent until the read time, not the other party's nor later ones", () => {
    const list = [msg("a", "01"), msg("b", "02", "other"), msg("c", "09")];
    const next = applyReadReceipt(list, { readerId: "other", readAt: "2027-01-01T10:00:05.000Z" }, "me");
    expect(next.map((m) => m.readAt)).toEqual(["2027-01-01T10:00:05.000Z", null, null]);
    // My own read mark (another tab) changes nothing on my messages.
    expect(applyReadReceipt(list, { readerId: "me", readAt: "2027-01-02T00:00:00.000Z" }, "me")).toBe(list);
  });
});

describe("isReadByEveryone", () => {
  it("needs every other member's mark past the message", () => {
    const m = msg("a", "05");
    const members = [
      { id: "me", lastReadAt: null },
      { id: "x", lastReadAt: "2027-01-01T10:00:06.000Z" },
      { id: "y", lastReadAt: null },
    ];
    expect(isReadByEveryone(m, members, "me")).toBe(false);
    members[2]!.lastReadAt = "2027-01-01T10:00:05.000Z";
    expect(isReadByEveryone(m, members, "me")).toBe(true);
  });
});

describe("latestCreatedAt", () => {
  it("returns the newest time or the fallback", () => {
    expect(latestCreatedAt([msg("a", "01"), msg("b", "07")], "2026-01-01T00:00:00.000Z")).toBe(
      "2027-01-01T10:00:07.000Z",
    );
    expect(latestCreatedAt([], "2026-01-01T00:00:00.000Z")).toBe("2026-01-01T00:00:00.000Z");
  });
});
