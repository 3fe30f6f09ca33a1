import { beforeAll, describe, expect, it } from "vitest";
import { conversationPair } from "../testing/conversation-pair.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { createMessagingApi } from "./messaging-api.ts";

const deps = useTestDeps();
let api: ReturnType<typeof createMessagingApi>;
beforeAll(async () => {
  api = createMessagingApi(deps);
});

const unread = async (cookie?: string) => {
  const res = await api.request("/conversations/unread", { headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    body: (await res.json()) as { count?: number; error?: { messageKey: string } },
  };
};

describe("GET /conversations/unread (the header badge)", () => {
  it("needs a session", async () => {
    expect(await unread()).toEqual({
      status: 401,
      body: { error: expect.objectContaining({ messageKey: "chat:errors.invalidSession" }) },
    });
  });

  it("counts the messages others sent the user, down to zero once read", async () => {
    const { traveller, leader, conversationId } = await conversationPair(deps);
    const travellerCookie = await sessionCookieFor(deps, traveller);
    const leaderCookie = await sessionCookieFor(deps, leader);

    const send = (cookie: string, content: string, id?: string) =>
      api.request(`/conversations/${conversationId}/messages`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ content, id }),
      });
    expect((await send(travellerCookie, "Hola")).status).toBe(201);
    // With the browser's message id, a retry (its socket answer was lost) returns the stored message.
    const id = crypto.randomUUID();
    const first = await send(travellerCookie, "¿Quedan plazas?", id);
    const retry = await send(travellerCookie, "¿Quedan plazas?", id);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect((await unread(leaderCookie)).body).toEqual({ count: 2 });
    expect((await unread(travellerCookie)).body).toEqual({ count: 0 });

    const read = await api.request(`/conversations/${conversationId}/read`, {
      method: "POST",
      headers: { cookie: leaderCookie },
    });
    expect(read.status).toBe(200);
    expect((await unread(leaderCookie)).body).toEqual({ count: 0 });
  });
});
