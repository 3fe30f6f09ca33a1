import { describe, expect, it } from "vitest";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getConversation } from "../messaging/get-conversation.ts";
import { getOrCreateGroupConversation } from "../messaging/get-or-create-group-conversation.ts";
import { startConversation } from "../messaging/start-conversation.ts";
import { getWhosGoing } from "./get-whos-going.ts";

const deps = useTestDeps();

/**
 * The verified traveller's badge (issue 35) is a flag wherever other people see the traveller: who's going (a
 * count), the chat's members and the direct conversation's other party. Never anything of the documents.
 */
describe("the verified traveller's badge", () => {
  it("counts verified bookers in who's going and flags them in group and direct chats", async () => {
    const leader = await createTropleader(deps.db, { isIdentityVerified: true });
    const trip = await createTrip(deps.db, {
      tropleaderId: leader.id,
      departures: [departureDays(20, 25, { priceCents: 50000, maxParticipants: 10 })],
    });
    const departureId = trip.departures[0]!.id;
    const vera = await createUser(deps.db, { name: "Vera Verificada", isIdentityVerified: true });
    const nora = await createUser(deps.db, { name: "Nora Sinverificar", isIdentityVerified: false });
    await createBooking(deps.db, { userId: vera.id, departureId, participants: 2 });
    await createBooking(deps.db, { userId: nora.id, departureId });

    const going = await getWhosGoing(deps.db, departureId);
    expect(going).toMatchObject({ travellers: 3, verified: 1 });

    const { conversationId } = await getOrCreateGroupConversation(deps, leader, departureId);
    const group = await getConversation(deps.db, nora, conversationId);
    const flags = Object.fromEntries(group.members.map((m) => [m.name, m.isVerified]));
    // The guide's own verification is not a traveller's badge.
    expect(flags).toEqual({ "Vera Verificada": true, "Nora Sinverificar": false, [leader.name]: false });
    expect(JSON.stringify(group)).not.toMatch(/identity_number|document/i);

    const direct = await startConversation(deps, vera, { otherUserId: leader.id, tripId: trip.id });
    const seenByGuide = await getConversation(deps.db, leader, direct.conversationId);
    expect(seenByGuide.other).toMatchObject({ id: vera.id, isVerified: true });
    const seenByVera = await getConversation(deps.db, vera, direct.conversationId);
    expect(seenByVera.other).toMatchObject({ id: leader.id, isVerified: false });
  });
});
