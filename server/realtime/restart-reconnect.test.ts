import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatMessage, REALTIME_CLOSE } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../app-deps.ts";
import { createTropleader, createUser } from "../seed/factories.ts";
import { sendMessage } from "../services/messaging/send-message.ts";
import { startConversation } from "../services/messaging/start-conversation.ts";
import { startRealtimeTestServer } from "../testing/realtime-test-server.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { connectRealtime } from "./realtime-test-client.ts";

/**
 * A rolling restart as the browser lives it: the instance going down closes its sockets with 1012 ("service
 * restart": the browser reconnects at once, app/lib/realtime/realtime-socket.ts), the socket reconnects to the
 * other instance and asks for what it missed since its last message: nothing sent meanwhile is lost, because
 * messages are stored before they are broadcast.
 */
describe("a socket's instance restarting", () => {
  let deps: AppDeps & { close(): Promise<void> };
  let going: Awaited<ReturnType<typeof startRealtimeTestServer>>;
  let staying: Awaited<ReturnType<typeof startRealtimeTestServer>>;

  beforeAll(async () => {
    deps = await createTestDeps();
    going = await startRealtimeTestServer(deps);
    staying = await startRealtimeTestServer(deps);
  });
  afterAll(async () => {
    await staying?.close();
    await going?.close();
    await deps?.close();
  });

  it("closes with 1012, and the reconnected socket catches up on what was sent meanwhile", async () => {
    const traveller = await createUser(deps.db, { name: "Ana" });
    const leader = await createTropleader(deps.db, { name: "Lucía" });
    const { conversationId } = await startConversation(deps, traveller, { otherUserId: leader.id });
    const cookie = await sessionCookieFor(deps, traveller);

    const first = connectRealtime(going.wsUrl, { origin: going.origin, cookie });
    await first.waitFor((f) => f.type === "ready");
    await sendMessage(deps, leader, conversationId, "antes del reinicio");
    const seen = (await first.waitFor((f) => f.type === "message")) as { message: ChatMessage };

    await going.realtime.close();
    const closed = await first.closed;
    expect(closed.code).toBe(REALTIME_CLOSE.restarting);
    expect(going.realtime.connectionCount()).toBe(0);

    // Sent while the browser had no socket: no live frame reaches it.
    await sendMessage(deps, leader, conversationId, "durante el reinicio");

    const second = connectRealtime(staying.wsUrl, { origin: staying.origin, cookie });
    await second.waitFor((f) => f.type === "ready");
    second.send({ type: "sync", since: seen.message.createdAt });
    const sync = (await second.waitFor((f) => f.type === "sync")) as { messages: ChatMessage[] };
    // From the last one seen (a margin for clocks: the browser keeps each message once, by id).
    expect(sync.messages.map((m) => m.content)).toContain("durante el reinicio");
    second.close();
  });

  it("refuses new sockets once closed (the proxy sends them to the other instance)", async () => {
    const user = await createUser(deps.db);
    const cookie = await sessionCookieFor(deps, user);
    const late = connectRealtime(going.wsUrl, { origin: going.origin, cookie });
    expect(await late.handshake).not.toBeNull();
    late.ws.terminate();
  });
});
