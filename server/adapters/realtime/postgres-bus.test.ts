import { describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { isRealPostgres } from "../../testing/test-database.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { createPostgresBus, splitByPayloadSize } from "./postgres-bus.ts";
import type { RealtimeEvent, RealtimeResync } from "./realtime-bus.ts";

describe("splitByPayloadSize", () => {
  it("keeps small events whole and splits a huge recipient list under the NOTIFY limit", () => {
    const small: RealtimeEvent = { type: "conversation.members", conversationId: "c", userIds: ["a", "b"] };
    expect(splitByPayloadSize(small)).toEqual([small]);
    const userIds = Array.from(
      { length: 500 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const parts = splitByPayloadSize({ ...small, userIds });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((p) => p.userIds)).toEqual(userIds);
    for (const p of parts) expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThan(8000);
  });

  it("carries a new message whole when it fits, and by id only when it does not", () => {
    const message = {
      id: "m1",
      conversationId: "c",
      senderId: "a",
      senderName: "Ana",
      content: "Hola",
      createdAt: "2027-01-01T10:00:00.000Z",
      readAt: null,
    };
    const event: RealtimeEvent = {
      type: "message.created",
      conversationId: "c",
      messageId: "m1",
      userIds: ["a", "b"],
      message,
    };
    expect(splitByPayloadSize(event)).toEqual([event]);
    // 2,000 characters of three UTF-8 bytes each, with quotes JSON doubles: over PostgreSQL's limit.
    const long = { ...event, message: { ...message, content: '€"'.repeat(1000) + "€".repeat(1000) } };
    const { message: _dropped, ...byId } = long;
    expect(splitByPayloadSize(long)).toEqual([byId]);
  });
});

describe.skipIf(!isRealPostgres())("PostgreSQL bus (needs TEST_DATABASE_URL)", () => {
  const deps = useTestDeps();

  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("delivers across buses, and after its connection is cut it reconnects and asks for a resync", async () => {
    const pool = deps.database.pool!;
    const a = createPostgresBus(pool, createLogger("silent"));
    const b = createPostgresBus(pool, createLogger("silent"));
    const heard: (RealtimeEvent | RealtimeResync)[] = [];
    b.subscribe((e) => heard.push(e));
    await b.ready();
    const event: RealtimeEvent = { type: "conversation.members", conversationId: "c1", userIds: ["u1"] };
    await a.publish(event);
    await until(() => heard.length === 1);
    expect(heard).toEqual([event]);

    // The database ends the listening session (a failover, an idle timeout…).
    await pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()",
    );
    await until(() => heard.some((e) => e.type === "resync"));
    await a.publish({ ...event, conversationId: "c2" });
    await until(() => heard.some((e) => e.type === "conversation.members" && e.conversationId === "c2"));
    await a.close();
    await b.close();
  });

  it("a bus's own listeners hear its events at once and once, not again when NOTIFY brings them back", async () => {
    const pool = deps.database.pool!;
    const a = createPostgresBus(pool, createLogger("silent"));
    const b = createPostgresBus(pool, createLogger("silent"));
    const heardByA: (RealtimeEvent | RealtimeResync)[] = [];
    const heardByB: (RealtimeEvent | RealtimeResync)[] = [];
    a.subscribe((e) => heardByA.push(e));
    b.subscribe((e) => heardByB.push(e));
    await a.ready();
    await b.ready();
    const event: RealtimeEvent = { type: "conversation.members", conversationId: "c3", userIds: ["u1"] };
    await a.publish(event);
    expect(heardByA).toEqual([event]);
    await until(() => heardByB.length === 1);
    expect(heardByB).toEqual([event]);
    // B's own event comes back to A through NOTIFY; A's came back to A too by now, and was ignored.
    await b.publish({ ...event, conversationId: "c4" });
    await until(() => heardByA.length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(heardByA.map((e) => (e as { conversationId: string }).conversationId)).toEqual(["c3", "c4"]);
    await a.close();
    await b.close();
  });
});
