import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { startConversation } from "./start-conversation.ts";

const deps = useTestDeps();

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: { code?: string; messageKey?: string }) => ({ code: e.code, key: e.messageKey }),
  );

describe("startConversation", () => {
  it("creates one conversation per pair and trip, with the participant ids ordered", async () => {
    const traveller = await createUser(deps.db);
    const leader = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: leader.id });

    const first = await startConversation(deps, traveller, { otherUserId: leader.id, tripId: trip.id });
    expect(first.created).toBe(true);
    // From the other side, and with upper-case ids, it is the same conversation.
    const again = await startConversation(deps, leader, {
      otherUserId: traveller.id.toUpperCase(),
      tripId: trip.id.toUpperCase(),
    });
    expect(again).toEqual({ conversationId: first.conversationId, created: false });

    const [row] = await deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    const [low, high] = [traveller.id, leader.id].sort();
    expect(row).toMatchObject({ kind: "direct", participant1Id: low, participant2Id: high, tripId: trip.id });
    const members = await deps.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, first.conversationId));
    expect(members.map((m) => m.userId).sort()).toEqual([low, high]);
  });

  it("keeps the conversation without a trip apart, and unique too (NULLS NOT DISTINCT)", async () => {
    const a = await createUser(deps.db);
    const b = await createTropleader(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: b.id });
    const withTrip = await startConversation(deps, a, { otherUserId: b.id, tripId: trip.id });
    const noTrip = await startConversation(deps, a, { otherUserId: b.id });
    const noTripAgain = await startConversation(deps, b, { otherUserId: a.id, tripId: "" });
    expect(noTrip.conversationId).not.toBe(withTrip.conversationId);
    expect(noTripAgain.conversationId).toBe(noTrip.conversationId);

    // The database itself refuses a duplicate null-trip pair.
    const [low, high] = [a.id, b.id].sort() as [string, string];
    await expect(
      deps.db.insert(conversations).values({ kind: "direct", participant1Id: low, participant2Id: high }),
    ).rejects.toThrow();
  });

  it("returns the same conversation when both start it at the same moment", async () => {
    const a = await createUser(deps.db);
    const b = await createUser(deps.db);
    const results = await Promise.all([
      startConversation(deps, a, { otherUserId: b.id }),
      startConversation(deps, b, { otherUserId: a.id }),
      startConversation(deps, a, { otherUserId: b.id }),
    ]);
    expect(new Set(results.map((r) => r.conversationId)).size).toBe(1);
    const [low, high] = [a.id, b.id].sort() as [string, string];
    const rows = await deps.db.select().from(conversations).where(eq(conversations.participant1Id, low));
    expect(rows.filter((r) => r.participant2Id === high)).toHaveLength(1);
  });

  it("validates ids with the spec's texts", async () => {
    const a = await createUser(deps.db);
    expect(await rejection(startConversation(deps, a, { otherUserId: "nope" }))).toEqual({
      code: "validation",
      key: "chat:errors.invalidUserId",
    });
    expect(await rejection(startConversation(deps, a, {}))).toEqual({
      code: "validation",
      key: "chat:errors.invalidUserId",
    });
    const b = await createUser(deps.db);
    expect(await rejection(startConversation(deps, a, { otherUserId: b.id, tripId: "x" }))).toEqual({
      code: "validation",
      key: "chat:errors.invalidTripId",
    });
    expect(await rejection(startConversation(deps, a, { otherUserId: b.id, tripId: randomUUID() }))).toEqual({
      code: "not_found",
      key: "chat:errors.invalidTripId",
    });
  });

  it("refuses a user who does not exist or has not confirmed their email", async () => {
    const a = await createUser(deps.db);
    const unconfirmed = await createUser(deps.db, { emailVerified: false });
    for (const otherUserId of [randomUUID(), unconfirmed.id]) {
      expect(await rejection(startConversation(deps, a, { otherUserId }))).toEqual({
        code: "not_found",
        key: "chat:errors.userUnavailable",
      });
    }
    expect(await rejection(startConversation(deps, a, { otherUserId: a.id }))).toEqual({
      code: "bad_request",
      key: "chat:errors.cannotMessageYourself",
    });
    const count = await deps.db.select().from(conversations).where(eq(conversations.participant1Id, a.id));
    expect(count).toHaveLength(0);
  });
});
