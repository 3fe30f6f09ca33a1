import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_CLOSE, type ServerFrame } from "#core/schemas/realtime-frames";
import type { AppDeps } from "../app-deps.ts";
import { createDeps } from "../create-deps.ts";
import { openPostgres } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { createTropleader, createUser } from "../seed/factories.ts";
import { signOut } from "../services/auth/sign-out.ts";
import { signOutOtherSessions } from "../services/auth/sign-out-other-sessions.ts";
import { startConversation } from "../services/messaging/start-conversation.ts";
import { startRealtimeTestServer } from "../testing/realtime-test-server.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { isRealPostgres } from "../testing/test-database.ts";
import { createTestDeps } from "../testing/test-deps.ts";
import { connectRealtime, type RealtimeTestClient } from "./realtime-test-client.ts";

/**
 * Scale-out (architecture brief): two server instances on one PostgreSQL, each with its own pool, bus and
 * socket server. Needs a real PostgreSQL (LISTEN/NOTIFY crosses processes; PGlite is one process):
 * run `npm run test:pg` or set TEST_DATABASE_URL.
 */
describe.skipIf(!isRealPostgres())("two server instances on one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let a: AppDeps & { close(): Promise<void> };
  let b: AppDeps;
  let serverA: Awaited<ReturnType<typeof startRealtimeTestServer>>;
  let serverB: Awaited<ReturnType<typeof startRealtimeTestServer>>;
  const sockets: RealtimeTestClient[] = [];

  beforeAll(async () => {
    a = await createTestDeps();
    // Instance B: its own pool and bus on the same database as A.
    const url = a.database.pool?.options.connectionString;
    if (!url) throw new Error("instance A is not on PostgreSQL");
    b = await createDeps(a.config, await openPostgres(url, 5), createLogger("silent"));
    serverA = await startRealtimeTestServer(a);
    serverB = await startRealtimeTestServer(b);
    expect(a.bus.kind).toBe("postgres");
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await serverA?.close();
    await serverB?.close();
    await b?.bus.close();
    await b?.database.close();
    await a?.close();
  });

  const post = (server: typeof serverA, path: string, cookie: string, body: unknown) =>
    fetch(`${server.httpUrl}${path}`, {
      method: "POST",
      headers: { cookie, origin: server.origin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a message sent through one instance reaches a socket connected to the other, both ways", async () => {
    const traveller = await createUser(a.db, { name: "Ana" });
    const leader = await createTropleader(a.db, { name: "Lucía" });
    const { conversationId } = await startConversation(a, traveller, { otherUserId: leader.id });
    const travellerCookie = await sessionCookieFor(a, traveller);
    const leaderCookie = await sessionCookieFor(b, leader);

    const travellerOnB = connectRealtime(serverB.wsUrl, { origin: serverB.origin, cookie: travellerCookie });
    const leaderOnA = connectRealtime(serverA.wsUrl, { origin: serverA.origin, cookie: leaderCookie });
    sockets.push(travellerOnB, leaderOnA);
    await travellerOnB.waitFor((f) => f.type === "ready");
    await leaderOnA.waitFor((f) => f.type === "ready");

    const res = await post(serverA, `/api/conversations/${conversationId}/messages`, leaderCookie, {
      content: "Hola desde la instancia A",
    });
    expect(res.status).toBe(201);
    const isContent = (text: string) => (f: ServerFrame) =>
      f.type === "message" && f.message.content === text;
    await travellerOnB.waitFor(isContent("Hola desde la instancia A"));

    const reply = await post(serverB, `/api/conversations/${conversationId}/messages`, travellerCookie, {
      content: "Recibido en B, contesto por B",
    });
    expect(reply.status).toBe(201);
    await leaderOnA.waitFor(isContent("Recibido en B, contesto por B"));

    // Sent over the socket (as the browser does) on B: delivered on A, and to the sender's other tab on A.
    const travellerOnA = connectRealtime(serverA.wsUrl, { origin: serverA.origin, cookie: travellerCookie });
    sockets.push(travellerOnA);
    await travellerOnA.waitFor((f) => f.type === "ready");
    const id = crypto.randomUUID();
    travellerOnB.send({ type: "send", id, conversationId, content: "Por el socket de B" });
    expect(await travellerOnB.waitFor((f) => f.type === "sent")).toMatchObject({ id, message: { id } });
    await leaderOnA.waitFor(isContent("Por el socket de B"));
    await travellerOnA.waitFor(isContent("Por el socket de B"));

    // Read receipts cross instances too.
    expect(
      (await post(serverB, `/api/conversations/${conversationId}/read`, travellerCookie, {})).status,
    ).toBe(200);
    await leaderOnA.waitFor((f) => f.type === "read" && f.readerId === traveller.id);
  });

  it("signing out through one instance closes that session's socket on the other at once", async () => {
    const user = await createUser(a.db);
    const cookie = await sessionCookieFor(a, user);
    const socket = connectRealtime(serverB.wsUrl, { origin: serverB.origin, cookie });
    sockets.push(socket);
    await socket.waitFor((f: ServerFrame) => f.type === "ready");
    await signOut(a, new Headers({ cookie }));
    // Well before the 5-minute re-check: the revocation crossed instances through LISTEN/NOTIFY.
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
  });

  it("'sign out everywhere else' through one instance closes the other sessions' sockets on both", async () => {
    const user = await createUser(a.db);
    const [phone, tablet, laptop] = [
      await sessionCookieFor(a, user),
      await sessionCookieFor(b, user),
      await sessionCookieFor(a, user),
    ];
    const phoneOnB = connectRealtime(serverB.wsUrl, { origin: serverB.origin, cookie: phone });
    const tabletOnA = connectRealtime(serverA.wsUrl, { origin: serverA.origin, cookie: tablet });
    const laptopOnB = connectRealtime(serverB.wsUrl, { origin: serverB.origin, cookie: laptop });
    sockets.push(phoneOnB, tabletOnA, laptopOnB);
    for (const s of [phoneOnB, tabletOnA, laptopOnB]) await s.waitFor((f: ServerFrame) => f.type === "ready");
    expect(await signOutOtherSessions(a, new Headers({ cookie: laptop }))).toBe(2);
    expect((await phoneOnB.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    expect((await tabletOnA.closed).code).toBe(REALTIME_CLOSE.unauthenticated);
    // The device that asked stays connected.
    const still = await Promise.race([
      laptopOnB.closed.then(() => "closed"),
      new Promise((resolve) => setTimeout(() => resolve("open"), 300)),
    ]);
    expect(still).toBe("open");
  });
});
