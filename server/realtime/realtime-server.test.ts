import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ServerFrame } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../app-deps.ts";
import { toSessionUser } from "../auth/resolve-session-user.ts";
import { jobs } from "../db/schema/platform.ts";
import { jobHandlers } from "../jobs/job-registry.ts";
import { runDueJobs } from "../jobs/job-runner.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../seed/factories.ts";
import { unreadEmailDedupeKey } from "../services/messaging/chat-jobs.ts";
import { getOrCreateGroupConversation } from "../services/messaging/get-or-create-group-conversation.ts";
import { listMessages } from "../services/messaging/list-messages.ts";
import { markConversationRead } from "../services/messaging/mark-conversation-read.ts";
import { sendMessage } from "../services/messaging/send-message.ts";
import { startConversation } from "../services/messaging/start-conversation.ts";
import { approveTrip } from "../services/trips/approve-trip.ts";
import { startRealtimeTestServer } from "../testing/realtime-test-server.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { connectRealtime, type RealtimeTestClient } from "./realtime-test-client.ts";

let deps: AppDeps & { close(): Promise<void> };
let server: Awaited<ReturnType<typeof startRealtimeTestServer>>;
const clients: RealtimeTestClient[] = [];

beforeAll(async () => {
  deps = await createTestDeps();
  server = await startRealtimeTestServer(deps);
});
afterAll(async () => {
  for (const c of clients) c.ws.terminate();
  await server.close();
  await deps.close();
});

async function connect(cookie?: string, origin = server.origin) {
  const client = connectRealtime(server.wsUrl, { origin, cookie });
  clients.push(client);
  return client;
}

async function signedIn(user: { email: string }) {
  const client = await connect(await sessionCookieFor(deps, user));
  await client.waitFor((f) => f.type === "ready");
  return client;
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const isMessage = (content: string) => (f: ServerFrame) =>
  f.type === "message" && f.message.content === content;

describe("/realtime", () => {
  it("refuses another site's pages (Origin) before any upgrade", async () => {
    const client = await connect(undefined, "https://evil.example");
    expect(await client.handshake).toEqual({ status: 403 });
    const noOrigin = connectRealtime(server.wsUrl, { origin: "" });
    clients.push(noOrigin);
    expect(await noOrigin.handshake).toEqual({ status: 403 });
  });

  it("closes a connection without a valid session (4401), so the browser knows to sign in", async () => {
    const anonymous = await connect();
    expect((await anonymous.closed).code).toBe(4401);
    const forged = await connect("tropa.session_token=forged.value");
    expect((await forged.closed).code).toBe(4401);
    expect(forged.frames).toEqual([]);
  });

  it("delivers a new message live to every member's sockets and to no one else", async () => {
    const traveller = await createUser(deps.db);
    const leader = await createTropleader(deps.db);
    const stranger = await createUser(deps.db);
    const { conversationId } = await startConversation(deps, traveller, { otherUserId: leader.id });

    const travellerTab1 = await signedIn(traveller);
    const travellerTab2 = await signedIn(traveller);
    const leaderSocket = await signedIn(leader);
    const strangerSocket = await signedIn(stranger);

    const sent = await sendMessage(deps, leader, conversationId, "¡Bienvenida al viaje!");
    for (const socket of [travellerTab1, travellerTab2, leaderSocket]) {
      const frame = (await socket.waitFor(isMessage("¡Bienvenida al viaje!"))) as { message: ChatMessage };
      expect(frame.message).toEqual(sent);
    }
    // The read receipt reaches the sender.
    const { readAt } = await markConversationRead(deps, traveller, conversationId);
    expect(await leaderSocket.waitFor((f) => f.type === "read")).toEqual({
      type: "read",
      conversationId,
      readerId: traveller.id,
      readAt,
    });
    await travellerTab1.waitFor((f) => f.type === "read");
    expect(strangerSocket.frames.filter((f) => f.type !== "ready")).toEqual([]);
  });

  it("sends a message over the socket: stored, answered `sent`, delivered to the members only", async () => {
    const traveller = await createUser(deps.db, { name: "Ana Viajera" });
    const leader = await createTropleader(deps.db);
    const stranger = await createUser(deps.db);
    const { conversationId } = await startConversation(deps, traveller, { otherUserId: leader.id });
    const travellerSocket = await signedIn(traveller);
    const travellerOtherTab = await signedIn(traveller);
    const leaderSocket = await signedIn(leader);
    const strangerSocket = await signedIn(stranger);

    const id = crypto.randomUUID();
    travellerSocket.send({ type: "send", id, conversationId, content: "  ¿A qué hora salimos?  " });
    const sent = (await travellerSocket.waitFor((f) => f.type === "sent")) as {
      id: string;
      message: ChatMessage;
    };
    expect(sent.id).toBe(id);
    expect(sent.message).toMatchObject({
      id,
      conversationId,
      senderId: traveller.id,
      senderName: "Ana Viajera",
      content: "¿A qué hora salimos?",
      readAt: null,
    });
    for (const socket of [leaderSocket, travellerOtherTab]) {
      const delivered = (await socket.waitFor(isMessage("¿A qué hora salimos?"))) as { message: ChatMessage };
      expect(delivered.message).toEqual(sent.message);
    }
    // The sending tab has it in its answer: no second copy.
    expect(travellerSocket.frames.filter((f) => f.type === "message")).toEqual([]);
    // Stored before the answer: the page data has it, and the unread-email job waits with it.
    const page = await listMessages(deps.db, leader, conversationId);
    expect(page.messages.map((m) => m.id)).toEqual([id]);
    const queued = await deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, unreadEmailDedupeKey(conversationId)));
    expect(queued).toHaveLength(1);

    // Sent again with the same id (the answer was lost): the stored message again, not a second one.
    travellerSocket.send({ type: "send", id, conversationId, content: "¿A qué hora salimos?" });
    await until(() => travellerSocket.frames.filter((f) => f.type === "sent").length === 2);
    expect((await listMessages(deps.db, leader, conversationId)).messages).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(strangerSocket.frames.filter((f) => f.type !== "ready")).toEqual([]);
  });

  it("refuses a send over the socket the HTTP route would refuse, storing nothing", async () => {
    const traveller = await createUser(deps.db);
    const leader = await createTropleader(deps.db);
    const stranger = await createUser(deps.db);
    const { conversationId } = await startConversation(deps, traveller, { otherUserId: leader.id });
    const strangerSocket = await signedIn(stranger);
    const travellerSocket = await signedIn(traveller);
    const answer = async (socket: RealtimeTestClient, frame: Record<string, unknown>) => {
      const id = crypto.randomUUID();
      socket.send({ type: "send", id, ...frame });
      return socket.waitFor((f) => (f.type === "sent" || f.type === "not_sent") && f.id === id);
    };
    expect(await answer(strangerSocket, { conversationId, content: "hola" })).toMatchObject({
      type: "not_sent",
      messageKey: "chat:errors.conversationUnavailable",
    });
    expect(await answer(travellerSocket, { conversationId, content: "   " })).toMatchObject({
      type: "not_sent",
      messageKey: "chat:errors.emptyMessage",
    });
    expect(await answer(travellerSocket, { conversationId: "nope", content: "hola" })).toMatchObject({
      type: "not_sent",
      messageKey: "chat:errors.invalidConversationId",
    });
    expect((await listMessages(deps.db, traveller, conversationId)).messages).toEqual([]);
  });

  it("a send beyond the connection's 10 frames a second is answered `not_sent` (too fast), not left waiting", async () => {
    const traveller = await createUser(deps.db);
    const leader = await createTropleader(deps.db);
    const { conversationId } = await startConversation(deps, traveller, { otherUserId: leader.id });
    const socket = await signedIn(traveller);
    for (let i = 0; i < 10; i++) socket.send({ type: "ping" });
    const id = crypto.randomUUID();
    socket.send({ type: "send", id, conversationId, content: "demasiado rápido" });
    expect(await socket.waitFor((f) => f.type === "not_sent")).toEqual({
      type: "not_sent",
      id,
      messageKey: "chat:errors.tooFast",
    });
    expect((await listMessages(deps.db, traveller, conversationId)).messages).toEqual([]);
  });

  it("answers a catch-up request with the messages sent since, from the user's conversations only", async () => {
    const traveller = await createUser(deps.db);
    const leader = await createTropleader(deps.db);
    const other = await createUser(deps.db);
    const { conversationId } = await startConversation(deps, traveller, { otherUserId: leader.id });
    const { conversationId: otherConversation } = await startConversation(deps, other, {
      otherUserId: leader.id,
    });
    const since = new Date(Date.now() - 1000).toISOString();
    await sendMessage(deps, leader, conversationId, "mientras no estabas");
    await sendMessage(deps, leader, otherConversation, "no es para ti");

    const socket = await signedIn(traveller);
    socket.send({ type: "sync", since });
    const sync = (await socket.waitFor((f) => f.type === "sync")) as {
      messages: ChatMessage[];
      complete: boolean;
    };
    expect(sync.complete).toBe(true);
    expect(sync.messages.map((m) => m.content)).toEqual(["mientras no estabas"]);
  });

  it("limits each connection to 10 events per second, and closes one that keeps flooding", async () => {
    const user = await createUser(deps.db);
    const socket = await signedIn(user);
    for (let i = 0; i < 15; i++) socket.send({ type: "ping" });
    await socket.waitFor((f) => f.type === "error");
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.frames.filter((f) => f.type === "pong").length).toBeLessThanOrEqual(11);
    expect(socket.frames.filter((f) => f.type === "error")).toContainEqual({
      type: "error",
      code: "rate_limited",
    });

    socket.send("not json");
    for (let i = 0; i < 60; i++) socket.send({ type: "ping" });
    expect((await socket.closed).code).toBe(4429);
  });

  it("refuses malformed frames with an error frame", async () => {
    const user = await createUser(deps.db);
    const socket = await signedIn(user);
    socket.send({ type: "subscribe", conversationId: "anything" });
    expect(await socket.waitFor((f) => f.type === "error")).toEqual({ type: "error", code: "bad_frame" });
  });

  it("tells group members when the membership changes (after the booking change commits)", async () => {
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id });
    const traveller = await createUser(deps.db);
    await createBooking(deps.db, { userId: traveller.id, departureId: trip.departures[0]!.id });
    const travellerSocket = await signedIn(traveller);
    const { conversationId } = await getOrCreateGroupConversation(deps, leader, trip.departures[0]!.id);
    await runDueJobs(deps, jobHandlers);
    expect(await travellerSocket.waitFor((f) => f.type === "members")).toEqual({
      type: "members",
      conversationId,
    });
  });

  it("tells a user's open pages that their notifications changed, and no one else's", async () => {
    const leader = await createTropleader(deps.db);
    const admin = await createUser(deps.db, { role: "admin" });
    const other = await createUser(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id, status: "pending", approvedAt: null });
    const leaderSocket = await signedIn(leader);
    const otherSocket = await signedIn(other);
    await approveTrip(deps, toSessionUser(admin), trip.id);
    expect(await leaderSocket.waitFor((f) => f.type === "notifications")).toEqual({ type: "notifications" });
    const stray = await Promise.race([
      otherSocket.waitFor((f) => f.type === "notifications").then(() => "delivered"),
      new Promise((resolve) => setTimeout(() => resolve("none"), 300)),
    ]);
    expect(stray).toBe("none");
  });
});
