import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings.ts";
import { conversationMembers } from "../../db/schema/messaging.ts";
import { jobHandlers } from "../../jobs/job-registry.ts";
import { runDueJobs } from "../../jobs/job-runner.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { messageKeyOf } from "../../testing/error-code.ts";
import { useBusEvents, useTestDeps } from "../../testing/use-test-deps.ts";
import { countUnreadMessages } from "./count-unread-messages.ts";
import { getConversation } from "./get-conversation.ts";
import { getOrCreateChosenGroup } from "./get-or-create-chosen-group.ts";
import { getOrCreateGroupConversation } from "./get-or-create-group-conversation.ts";
import { listConversations } from "./list-conversations.ts";
import { markConversationRead } from "./mark-conversation-read.ts";
import { sendMessage } from "./send-message.ts";
import { startGroupConversation } from "./start-group-conversation.ts";
import { syncGroupMembers } from "./sync-group-members.ts";

const deps = useTestDeps();
const events = useBusEvents(deps);

async function departureWithTravellers() {
  const leader = await createTropleader(deps.db, { name: "Lucía" });
  const trip = await createTrip(deps.db, {
    tropleaderId: leader.id,
    title: "Surf en Peniche",
    departures: [
      departureDays(30, 36, { priceCents: 90000, maxParticipants: 10 }),
      departureDays(90, 96, { priceCents: 90000, maxParticipants: 10 }),
    ],
  });
  const [first, second] = trip.departures as [(typeof trip.departures)[0], (typeof trip.departures)[0]];
  const ana = await createUser(deps.db, { name: "Ana", phone: "+34 600 000 001" });
  const ben = await createUser(deps.db, { name: "Ben", phone: "+34 600 000 002" });
  const pending = await createUser(deps.db, { name: "Pendiente" });
  const other = await createUser(deps.db, { name: "Otra salida" });
  await createBooking(deps.db, { userId: ana.id, departureId: first.id });
  const benBooking = await createBooking(deps.db, { userId: ben.id, departureId: first.id, participants: 2 });
  await createBooking(deps.db, { userId: pending.id, departureId: first.id, status: "pending_payment" });
  await createBooking(deps.db, { userId: other.id, departureId: second.id });
  return { leader, trip, first, second, ana, ben, pending, other, benBooking };
}

const activeMembers = async (conversationId: string) =>
  (
    await deps.db
      .select({ userId: conversationMembers.userId, leftAt: conversationMembers.leftAt })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId))
  )
    .filter((m) => !m.leftAt)
    .map((m) => m.userId)
    .sort();

describe("group conversations", () => {
  it("only the departure's tropleader starts it; members are the tropleader and confirmed travellers", async () => {
    const s = await departureWithTravellers();
    expect(await messageKeyOf(getOrCreateGroupConversation(deps, s.ana, s.first.id))).toBe(
      "chat:errors.groupOnlyTropleader",
    );
    const otherLeader = await createTropleader(deps.db);
    expect(await messageKeyOf(getOrCreateGroupConversation(deps, otherLeader, s.first.id))).toBe(
      "chat:errors.groupOnlyTropleader",
    );
    expect(await messageKeyOf(getOrCreateGroupConversation(deps, s.leader, "x"))).toBe(
      "chat:errors.invalidDepartureId",
    );

    const { conversationId, created } = await getOrCreateGroupConversation(deps, s.leader, s.first.id);
    expect(created).toBe(true);
    expect(await getOrCreateGroupConversation(deps, s.leader, s.first.id)).toEqual({
      conversationId,
      created: false,
    });
    expect(await activeMembers(conversationId)).toEqual([s.leader.id, s.ana.id, s.ben.id].sort());

    const detail = await getConversation(deps.db, s.ana, conversationId);
    expect(detail.kind).toBe("group");
    expect(detail.members.find((m) => m.id === s.leader.id)?.isTropleader).toBe(true);
    // Travellers never see each other's phone or email.
    expect(JSON.stringify(detail)).not.toMatch(/@|600 000/);
    expect(await messageKeyOf(getConversation(deps.db, s.pending, conversationId))).toBe(
      "chat:errors.conversationUnavailable",
    );
    expect(await messageKeyOf(getConversation(deps.db, s.other, conversationId))).toBe(
      "chat:errors.conversationUnavailable",
    );
  });

  it("startGroupConversation finds the departure the selected travellers share", async () => {
    const s = await departureWithTravellers();
    const viaIds = await startGroupConversation(deps, s.leader, { travelerIds: [s.ana.id, s.ben.id] });
    const direct = await getOrCreateGroupConversation(deps, s.leader, s.first.id);
    expect(viaIds.conversationId).toBe(direct.conversationId);
    expect(
      await messageKeyOf(startGroupConversation(deps, s.leader, { travelerIds: [s.ana.id, s.other.id] })),
    ).toBe("chat:errors.groupNoSharedDeparture");
    expect(await messageKeyOf(startGroupConversation(deps, s.ana, { travelerIds: [s.ben.id] }))).toBe(
      "chat:errors.groupNoSharedDeparture",
    );
    expect(await messageKeyOf(startGroupConversation(deps, s.leader, { travelerIds: [] }))).toBe(
      "chat:errors.noUserInfo",
    );
  });

  it("a message to some of the travellers opens a group with exactly them; all of them is the departure's group", async () => {
    const s = await departureWithTravellers();
    const carla = await createUser(deps.db, { name: "Carla" });
    await createBooking(deps.db, { userId: carla.id, departureId: s.first.id });
    const pick = (ids: string[]) =>
      startGroupConversation(deps, s.leader, { departureId: s.first.id, travelerIds: ids });

    const chosen = await pick([s.ana.id, s.ben.id]);
    expect(chosen.created).toBe(true);
    expect(await activeMembers(chosen.conversationId)).toEqual([s.leader.id, s.ana.id, s.ben.id].sort());
    // The same choice (in any order, or found from the travellers alone) opens the same group.
    expect(await pick([s.ben.id, s.ana.id, s.ana.id])).toEqual({
      conversationId: chosen.conversationId,
      created: false,
    });
    expect(
      (await startGroupConversation(deps, s.leader, { travelerIds: [s.ana.id, s.ben.id] })).conversationId,
    ).toBe(chosen.conversationId);
    // Everyone chosen is the departure's own group, which follows the bookings.
    const everyone = await pick([s.ana.id, s.ben.id, carla.id]);
    expect(everyone.conversationId).not.toBe(chosen.conversationId);
    expect(everyone.conversationId).toBe(
      (await getOrCreateGroupConversation(deps, s.leader, s.first.id)).conversationId,
    );
    // The trip's other departure has its own group (groups of one trip do not collide).
    const second = await getOrCreateGroupConversation(deps, s.leader, s.second.id);
    expect(second.created).toBe(true);
    expect(second.conversationId).not.toBe(everyone.conversationId);
    const other = await pick([s.ana.id, carla.id]);
    expect(other.conversationId).not.toBe(chosen.conversationId);

    // Carla was not chosen: the first group is not hers; the chosen travellers read it.
    await sendMessage(deps, s.leader, chosen.conversationId, "Solo para Ana y Ben");
    expect(await messageKeyOf(getConversation(deps.db, carla, chosen.conversationId))).toBe(
      "chat:errors.conversationUnavailable",
    );
    expect((await getConversation(deps.db, s.ana, chosen.conversationId)).kind).toBe("group");
    expect((await listConversations(deps.db, s.ben)).some((c) => c.id === chosen.conversationId)).toBe(true);

    // Only travellers with a paid booking on the departure, and only its tropleader.
    for (const ids of [[s.pending.id], [s.other.id, s.ana.id], []]) {
      expect(await messageKeyOf(getOrCreateChosenGroup(deps, s.leader, s.first.id, ids))).toBe(
        "chat:errors.groupNotOnDeparture",
      );
    }
    expect(
      await messageKeyOf(
        startGroupConversation(deps, s.ana, { departureId: s.first.id, travelerIds: [s.ben.id] }),
      ),
    ).toBe("chat:errors.groupOnlyTropleader");

    // A cancellation changes the departure's group, not the chosen one.
    await deps.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, s.benBooking.id));
    await syncGroupMembers(deps.db, s.first.id);
    expect(await activeMembers(everyone.conversationId)).toEqual([s.leader.id, s.ana.id, carla.id].sort());
    expect(await activeMembers(chosen.conversationId)).toEqual([s.leader.id, s.ana.id, s.ben.id].sort());
  });

  it("follows bookings: a cancelled traveller leaves, a confirmed one joins, and sockets are told after commit", async () => {
    const s = await departureWithTravellers();
    const { conversationId } = await getOrCreateGroupConversation(deps, s.leader, s.first.id);
    await runDueJobs(deps, jobHandlers);
    events.length = 0;

    await deps.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, s.benBooking.id));
      await tx
        .update(bookings)
        .set({ status: "confirmed" })
        .where(and(eq(bookings.userId, s.pending.id), eq(bookings.departureId, s.first.id)));
      const change = await syncGroupMembers(tx, s.first.id);
      expect(change).toEqual({ conversationId, added: [s.pending.id], removed: [s.ben.id] });
    });
    expect(await activeMembers(conversationId)).toEqual([s.leader.id, s.ana.id, s.pending.id].sort());
    expect(await messageKeyOf(sendMessage(deps, s.ben, conversationId, "¿sigo aquí?"))).toBe(
      "chat:errors.conversationUnavailable",
    );
    expect(await listConversations(deps.db, s.ben)).toEqual([]);

    expect(events).toEqual([]);
    await runDueJobs(deps, jobHandlers);
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toContainEqual({
      type: "conversation.members",
      conversationId,
      userIds: expect.arrayContaining([s.pending.id, s.ben.id, s.leader.id]),
    });

    // Re-booking reopens the membership; nothing changes on a second sync.
    await deps.db.update(bookings).set({ status: "confirmed" }).where(eq(bookings.id, s.benBooking.id));
    expect((await syncGroupMembers(deps.db, s.first.id))?.added).toEqual([s.ben.id]);
    expect(await syncGroupMembers(deps.db, s.first.id)).toEqual({ conversationId, added: [], removed: [] });
    // A departure without a group: nothing to do.
    expect(await syncGroupMembers(deps.db, s.second.id)).toBeNull();
  });

  it("counts unread per member and reaches every member", async () => {
    const s = await departureWithTravellers();
    const { conversationId } = await getOrCreateGroupConversation(deps, s.leader, s.first.id);
    events.length = 0;
    await sendMessage(deps, s.leader, conversationId, "Bienvenidos al grupo");
    await new Promise((r) => setTimeout(r, 10));
    const created = events.find((e) => e.type === "message.created");
    expect(created && "userIds" in created ? created.userIds.sort() : []).toEqual(
      [s.leader.id, s.ana.id, s.ben.id].sort(),
    );
    expect(await countUnreadMessages(deps.db, s.ana.id)).toBe(1);
    expect(await countUnreadMessages(deps.db, s.ben.id)).toBe(1);
    expect(await countUnreadMessages(deps.db, s.leader.id)).toBe(0);

    await new Promise((r) => setTimeout(r, 5));
    await markConversationRead(deps, s.ana, conversationId);
    expect(await countUnreadMessages(deps.db, s.ana.id)).toBe(0);
    expect(await countUnreadMessages(deps.db, s.ben.id)).toBe(1);
    const [listed] = await listConversations(deps.db, s.ben);
    expect(listed).toMatchObject({
      kind: "group",
      memberCount: 3,
      trip: { title: "Surf en Peniche" },
      unreadCount: 1,
    });
    expect((await listConversations(deps.db, s.ben, { search: "peniche" })).map((c) => c.id)).toEqual([
      conversationId,
    ]);
  });
});
