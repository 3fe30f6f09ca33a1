import { describe, expect, it, vi } from "vitest";
import type { ChatMessage, ClientFrame } from "#core/schemas/realtime-frames";
import { createChatSender, newMessageId, type SendOutcome } from "./chat-sender.ts";

const ID = "6f1c2b1e-8a4d-4c2b-9e3f-0a1b2c3d4e5f";
const message: ChatMessage = {
  id: ID,
  conversationId: "c1",
  senderId: "me",
  senderName: "Ana",
  content: "Hola",
  createdAt: "2027-01-01T10:00:00.000Z",
  readAt: null,
};

function setUp(open: boolean, answerTimeoutMs = 1000) {
  const frames: ClientFrame[] = [];
  const posts: { conversationId: string; body: { content: string; id: string } }[] = [];
  const sender = createChatSender({
    sendFrame: (frame) => {
      if (open) frames.push(frame);
      return open;
    },
    post: async (conversationId, body): Promise<SendOutcome> => {
      posts.push({ conversationId, body });
      return { message: { ...message, id: body.id } };
    },
    answerTimeoutMs,
    newId: () => ID,
  });
  return { sender, frames, posts };
}

describe("createChatSender", () => {
  it("sends over the open socket and resolves with the stored message, without any HTTP request", async () => {
    const { sender, frames, posts } = setUp(true);
    const sending = sender.send("c1", "Hola");
    expect(frames).toEqual([{ type: "send", id: ID, conversationId: "c1", content: "Hola" }]);
    sender.onFrame({ type: "sent", id: "another", message: { ...message, id: "another" } });
    sender.onFrame({ type: "sent", id: ID, message });
    expect(await sending).toEqual({ message });
    expect(posts).toEqual([]);
  });

  it("reports a refusal as its error key, and does not send it again over HTTP", async () => {
    const { sender, posts } = setUp(true);
    const sending = sender.send("c1", "Hola");
    sender.onFrame({ type: "not_sent", id: ID, messageKey: "chat:errors.tooFast" });
    expect(await sending).toEqual({ error: "chat:errors.tooFast" });
    expect(posts).toEqual([]);
  });

  it("without an open socket, posts over HTTP with the message's id", async () => {
    const { sender, posts } = setUp(false);
    expect(await sender.send("c1", "Hola")).toEqual({ message });
    expect(posts).toEqual([{ conversationId: "c1", body: { content: "Hola", id: ID } }]);
  });

  it("when the socket drops before the answer, sends the same message again over HTTP with the same id", async () => {
    const { sender, frames, posts } = setUp(true);
    const sending = sender.send("c1", "Hola");
    sender.connectionLost();
    expect(await sending).toEqual({ message });
    expect(frames).toHaveLength(1);
    expect(posts).toEqual([{ conversationId: "c1", body: { content: "Hola", id: ID } }]);
  });

  it("when no answer comes in time, retries over HTTP with the same id", async () => {
    vi.useFakeTimers();
    try {
      const { sender, posts } = setUp(true, 5000);
      const sending = sender.send("c1", "Hola");
      await vi.advanceTimersByTimeAsync(4999);
      expect(posts).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await sending).toEqual({ message });
      expect(posts.map((p) => p.body.id)).toEqual([ID]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("newMessageId", () => {
  it("makes version 4 uuids, also without crypto.randomUUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newMessageId()).toMatch(uuid);
    const withoutRandomUuid = { getRandomValues: (a: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(a) };
    const ids = new Set(Array.from({ length: 50 }, () => newMessageId(withoutRandomUuid)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
  });
});
