import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS } from "#core/constants/limits";
import { conversations, messages } from "../../db/schema/messaging.ts";
import { jobs } from "../../db/schema/platform.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { conversationPair } from "../../testing/conversation-pair.ts";
import { messageKeyOf } from "../../testing/error-code.ts";
import { useBusEvents, useTestDeps } from "../../testing/use-test-deps.ts";
import { CHAT_JOBS, UNREAD_EMAIL_DELAY_MS, unreadEmailDedupeKey } from "./chat-jobs.ts";
import { countUnreadMessages } from "./count-unread-messages.ts";
import { getConversation } from "./get-conversation.ts";
import { listConversations } from "./list-conversations.ts";
import { listMessages } from "./list-messages.ts";
import { listMessagesSince } from "./list-messages-since.ts";
import { markConversationRead } from "./mark-conversation-read.ts";
import { sendMessage } from "./send-message.ts";
import { startConversation } from "./start-conversation.ts";

const deps = useTestDeps();
const events = useBusEvents(deps);

const tick = () => new Promise((r) => setTimeout(r, 10));

const pair = () => conversationPair(deps);

describe("sendMessage", () => {
  it("stores the message, moves last_message_at and announces it, whole, to the members only", async () => {
    const { traveller, leader, conversationId } = await pair();
    events.length = 0;
    const sent = await sendMessage(deps, traveller, conversationId, "  Hola, ¿quedan plazas?  ");
    expect(sent).toMatchObject({ content: "Hola, ¿quedan plazas?", senderId: traveller.id, readAt: null });
    const [conv] = await deps.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(conv!.lastMessageAt?.toISOString()).toBe(sent.createdAt);
    await tick();
    expect(events).toEqual([
      {
        type: "message.created",
        conversationId,
        messageId: sent.id,
        userIds: expect.arrayContaining([traveller.id, leader.id]),
        message: sent,
      },
    ]);
    expect((events[0] as { userIds: string[] }).userIds).toHaveLength(2);
  });

  it("stores the delayed unread-email job with the message, and only one while it is queued", async () => {
    const { traveller, leader, conversationId } = await pair();
    const queued = () =>
      deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, unreadEmailDedupeKey(conversationId)), eq(jobs.status, "queued")));
    expect(await queued()).toHaveLength(0);
    const before = Date.now();
    await sendMessage(deps, traveller, conversationId, "uno");
    await sendMessage(deps, leader, conversationId, "dos");
    const [job, ...more] = await queued();
    expect(more).toEqual([]);
    expect(job).toMatchObject({ type: CHAT_JOBS.unreadEmail, payload: { conversationId } });
    expect(job!.runAt.getTime()).toBeGreaterThanOrEqual(before + UNREAD_EMAIL_DELAY_MS - 1000);
  });

  it("a send retried with the same id (its answer was lost) is stored once and answered with the stored message", async () => {
    const { traveller, leader, conversationId } = await pair();
    const id = crypto.randomUUID();
    const first = await sendMessage(deps, traveller, conversationId, "¿Hay plazas?", { messageId: id });
    expect(first.id).toBe(id);
    const again = await sendMessage(deps, traveller, conversationId, "¿Hay plazas?", { messageId: id });
    expect(again).toEqual(first);
    // Both attempts at once (the socket's and the HTTP retry): one row, both answered with it.
    const racing = crypto.randomUUID();
    const both = await Promise.all([
      sendMessage(deps, traveller, conversationId, "otra", { messageId: racing }),
      sendMessage(deps, traveller, conversationId, "otra", { messageId: racing }),
    ]);
    expect(both.map((m) => m.id)).toEqual([racing, racing]);
    const rows = await deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.map((r) => r.content).sort()).toEqual(["otra", "¿Hay plazas?"]);

    // An id already used by someone else, or in another conversation, is refused and changes nothing.
    const generic = "chat:errors.generic";
    expect(await messageKeyOf(sendMessage(deps, leader, conversationId, "x", { messageId: id }))).toBe(
      generic,
    );
    const other = await pair();
    expect(
      await messageKeyOf(sendMessage(deps, other.traveller, other.conversationId, "x", { messageId: id })),
    ).toBe(generic);
    expect(
      await messageKeyOf(sendMessage(deps, traveller, conversationId, "x", { messageId: "no-uuid" })),
    ).toBe(generic);
    const [stored] = await deps.db.select().from(messages).where(eq(messages.id, id));
    expect(stored).toMatchObject({ senderId: traveller.id, content: "¿Hay plazas?" });
  });

  it("refuses blank and too long messages with a clear error, storing nothing", async () => {
    const { traveller, conversationId } = await pair();
    expect(await messageKeyOf(sendMessage(deps, traveller, conversationId, "   \n "))).toBe(
      "chat:errors.emptyMessage",
    );
    expect(
      await messageKeyOf(
        sendMessage(deps, traveller, conversationId, "x".repeat(LIMITS.messageMaxLength + 1)),
      ),
    ).toBe("chat:errors.messageTooLong");
    await sendMessage(deps, traveller, conversationId, "x".repeat(LIMITS.messageMaxLength));
    const rows = await deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows).toHaveLength(1);
  });

  it("limits a sender to the realtime rate per conversation", async () => {
    const { traveller, conversationId } = await pair();
    const results = [];
    for (let i = 0; i < LIMITS.realtimeEventsPerSecond + 2; i++) {
      results.push(await messageKeyOf(sendMessage(deps, traveller, conversationId, `m${i}`)));
    }
    expect(results.filter((r) => r === "resolved").length).toBeGreaterThanOrEqual(
      LIMITS.realtimeEventsPerSecond,
    );
    expect(results.at(-1)).toBe("chat:errors.tooFast");
  });
});

describe("permissions", () => {
  it("a non-member cannot read, send, mark or open the conversation, nor learn it exists", async () => {
    const { traveller, conversationId } = await pair();
    await sendMessage(deps, traveller, conversationId, "privado");
    const stranger = await createUser(deps.db);
    const unavailable = "chat:errors.conversationUnavailable";
    expect(await messageKeyOf(listMessages(deps.db, stranger, conversationId))).toBe(unavailable);
    expect(await messageKeyOf(sendMessage(deps, stranger, conversationId, "hola"))).toBe(unavailable);
    expect(await messageKeyOf(markConversationRead(deps, stranger, conversationId))).toBe(unavailable);
    expect(await messageKeyOf(getConversation(deps.db, stranger, conversationId))).toBe(unavailable);
    expect(await messageKeyOf(getConversation(deps.db, stranger, crypto.randomUUID()))).toBe(unavailable);
    expect(await messageKeyOf(getConversation(deps.db, stranger, "not-a-uuid"))).toBe(
      "chat:errors.invalidConversationId",
    );
    expect(await listConversations(deps.db, stranger)).toEqual([]);
    expect((await listMessagesSince(deps.db, stranger.id, new Date(0))).messages).toEqual([]);
    const rows = await deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.map((r) => r.content)).toEqual(["privado"]);
  });

  it("shows other members by name and avatar only (no email, no phone)", async () => {
    const { traveller, conversationId } = await pair();
    const detail = await getConversation(deps.db, traveller, conversationId);
    const json = JSON.stringify(detail);
    expect(json).not.toContain("@");
    expect(Object.keys(detail.members[0]!).sort()).toEqual([
      "avatarUrl",
      "id",
      "isTropleader",
      "isVerified",
      "lastReadAt",
      "name",
    ]);
    expect(detail.other?.name).toBe("Lucía Martín");
    expect(detail.trip?.title).toBe("Surf en Peniche");
  });
});

describe("read marks and unread counts", () => {
  it("opening marks only the other party's messages read, and the sender is told", async () => {
    const { traveller, leader, conversationId } = await pair();
    const mine = await sendMessage(deps, traveller, conversationId, "Hola");
    const theirs = await sendMessage(deps, leader, conversationId, "¡Hola! Sí, quedan plazas.");
    await sendMessage(deps, leader, conversationId, "¿Para cuántas personas?");
    expect(await countUnreadMessages(deps.db, traveller.id)).toBeGreaterThanOrEqual(2);
    const before = await countUnreadMessages(deps.db, traveller.id);

    events.length = 0;
    const { marked, readAt } = await markConversationRead(deps, traveller, conversationId);
    expect(marked).toBe(2);
    expect(await countUnreadMessages(deps.db, traveller.id)).toBe(before - 2);
    await tick();
    expect(events).toContainEqual(
      expect.objectContaining({ type: "conversation.read", conversationId, readerId: traveller.id, readAt }),
    );

    const { messages: list } = await listMessages(deps.db, leader, conversationId);
    const byId = new Map(list.map((m) => [m.id, m]));
    expect(byId.get(theirs.id)?.readAt).toBe(readAt);
    expect(byId.get(mine.id)?.readAt).toBeNull();
    const [row] = await deps.db.select().from(messages).where(eq(messages.id, theirs.id));
    expect(row).toMatchObject({ isRead: true });
    expect(list.map((m) => m.content)).toEqual([
      "Hola",
      "¡Hola! Sí, quedan plazas.",
      "¿Para cuántas personas?",
    ]);

    // Nothing new to mark: no event for the other party.
    events.length = 0;
    expect((await markConversationRead(deps, traveller, conversationId)).marked).toBe(0);
    await tick();
    expect(events).toEqual([]);
  });

  it("lists conversations with the last message, unread count, and a real accent-insensitive search", async () => {
    const traveller = await createUser(deps.db, { name: "Pablo" });
    const lucia = await createTropleader(deps.db, { name: "Lucía Fernández" });
    const marcos = await createTropleader(deps.db, { name: "Marcos Ruiz" });
    const tripL = await createTrip(deps.db, { tropleaderId: lucia.id, title: "Trekking en Perú" });
    const c1 = (await startConversation(deps, traveller, { otherUserId: lucia.id, tripId: tripL.id }))
      .conversationId;
    const c2 = (await startConversation(deps, traveller, { otherUserId: marcos.id })).conversationId;
    await sendMessage(deps, lucia, c1, "Te espero en Cusco");
    await new Promise((r) => setTimeout(r, 5));
    await sendMessage(deps, marcos, c2, "¿Vienes a bucear?");

    const all = await listConversations(deps.db, traveller);
    expect(all.map((c) => c.id)).toEqual([c2, c1]);
    expect(all[1]).toMatchObject({
      kind: "direct",
      other: { id: lucia.id, name: "Lucía Fernández" },
      trip: { title: "Trekking en Perú" },
      lastMessage: { content: "Te espero en Cusco", senderId: lucia.id },
      unreadCount: 1,
    });
    expect(JSON.stringify(all)).not.toContain("@");

    const ids = async (search: string) =>
      (await listConversations(deps.db, traveller, { search })).map((c) => c.id);
    expect(await ids("lucia")).toEqual([c1]);
    expect(await ids("PERU")).toEqual([c1]);
    expect(await ids("trekking en perú")).toEqual([c1]);
    expect(await ids("ruiz")).toEqual([c2]);
    expect(await ids("nadie")).toEqual([]);
    expect(await ids("  ")).toEqual([c2, c1]);
  });

  it("catches up the messages sent since a moment, across conversations", async () => {
    const { traveller, leader, conversationId } = await pair();
    await sendMessage(deps, leader, conversationId, "uno");
    const since = new Date();
    await sendMessage(deps, leader, conversationId, "dos");
    const { messages: caught, complete } = await listMessagesSince(deps.db, traveller.id, since);
    expect(complete).toBe(true);
    // The margin may bring back "uno" (the client drops what it has); "dos" is always there.
    expect(caught.map((m) => m.content)).toContain("dos");
    expect(caught.every((m) => m.conversationId === conversationId || m.senderId !== traveller.id)).toBe(
      true,
    );
  });
});

describe("control characters (issue 16, item 4)", () => {
  it("a message with a NUL byte is refused with a translated message, not a database error", async () => {
    const { traveller, conversationId } = await pair();
    expect(await messageKeyOf(sendMessage(deps, traveller, conversationId, "hola\u0000mundo"))).toBe(
      "common:errors.controlCharacters",
    );
    const stored = await deps.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toHaveLength(0);
  });
});
